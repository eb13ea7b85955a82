### ما يقوله الخادم حين يرفض طلبًا (boardlab/server/refusals.py). يأتي نص قواعد اللعبة
### الإنجليزي ($detail) داخل إطار عربي.

## اقتباسات من القواعد أو الجمل أو فحوص أخرى

error-illegal-move = هذه النقلة غير مسموحة: { $detail }
error-invalid-option = خيار غير صالح: { $detail }
error-invalid-position = وضع غير صالح: { $detail }
error-invalid-record = سجل مباراة غير صالح: { $detail }
error-unknown-game = لعبة غير معروفة: { $detail }
error-invalid-time-control = ضبط وقت غير صالح: { $detail }
error-invalid-sentence = جملة غير صالحة: { $detail }
error-invalid-goal = هدف غير صالح: { $detail }
error-rules-refused = القواعد لا تسمح بذلك: { $detail }
error-invalid-request = الطلب غير صالح: { $detail }
error-unexplained = مرفوض: { $detail }

## الطلبات

error-rate-limited = طلبات «{ $kind }» كثيرة جدًا من هذا العميل: الحد { $rate } في الثانية، ودفعات حتى { $burst }
error-rate-limited-plain = طلبات «{ $kind }» كثيرة جدًا من هذا العميل
error-nul-characters = لا يُسمح بمحارف NUL في الطلب
error-body-too-large = جسم الطلب أكبر من الحد ({ $limit } بايت)
error-options-json = يجب أن يكون «options» كائن JSON: { $detail }
error-options-not-object = يجب أن يكون «options» كائن JSON من أسماء الخيارات وقيمها
error-unknown-game-name = يجب أن يكون «game» اسم لعبة؛ الألعاب: { $games }
error-no-such-seat = ليس في { $game } مقعد { $seat }؛ مقاعدها: { $seats }
error-bad-player = يجب أن يكون لاعب { $seat } «human» أو لاعب حاسوب، لا { $spec }
error-bad-agent = { $seat }: { $detail }
error-position-and-record = أعطِ وضع بداية أو سجلًا، لا كليهما
error-record-invalid = السجل: { $detail }
error-position-invalid = الوضع: { $detail }
error-position-unreadable = تتعذر قراءة الوضع
error-record-unreadable = تتعذر قراءة السجل
error-move-invalid = النقلة { $number }: { $detail }
error-step-range = يجب أن تكون الخطوة بين 0 و{ $last }، لا { $step }
error-unknown-language = لغة غير معروفة { $code }: اختر واحدة من { $codes }

## المباريات

error-no-game = لا توجد مباراة بالمعرّف { $id }
error-stored-game-broken = لم يعد ممكنًا تحميل المباراة المحفوظة { $id }: { $detail }
error-stored-game-unreplayable = تتعذر إعادة لعب المباراة المحفوظة { $id }: { $detail }
error-token-needed = يلزم رمز المقعد: أرسله بصيغة «Authorization: Bearer <token>»
error-token-no-seat = لا يملك هذا الرمز أي مقعد في هذه المباراة
error-stale-ply = نقلة قديمة: المباراة عند نصف النقلة { $ply }، وأُرسلت النقلة لنصف النقلة { $sent }
error-not-your-turn = الدور على { $to_move }؛ رمزك يملك مقعد { $seat }
error-step-after-end = { $step }: انتهت المباراة قبل هذه الخطوة ({ $reason })
error-empty-move = النقلة فارغة
error-not-grand-move = { $move } ليست نقلة كبرى في هذه المباراة الآن
error-changed-reload = تغيرت المباراة أثناء لعب هذه النقلة؛ أعد تحميلها
error-changed-meanwhile = تغيرت المباراة في الأثناء؛ أعد تحميلها
error-changed-try-again = تغيرت المباراة في الأثناء؛ حاول مرة أخرى
error-game-over = انتهت المباراة: { $result } ({ $reason })
error-game-over-short = انتهت المباراة ({ $reason })
error-note-not-due = لا ملاحظة مطلوبة بعد هذه النقلة: لا تأخذ ملاحظة إلا نقلة تطلبها اللعبة
error-note-needed = تحتاج هذه النقلة إلى ملاحظة تُرسل في «note». { $detail }
error-draw-together = تُلعب { $game } بالتعاون: لا تعادل يُتفق عليه؛ استسلم بدلًا من ذلك
error-draw-needs-other = يحتاج التعادل إلى لاعب آخر يوافق عليه
error-draw-computer = مقعد { $seat } لاعب حاسوب؛ لا يوافق على التعادل
error-abort-after-move = لعبتَ في هذه المباراة: لم يعد ممكنًا إلغاؤها (استسلم بدلًا من ذلك)
error-takeback-pending = طلب { $seat } أولًا التراجع عن دوره الأخير: اقبل الطلب أو ارفضه
error-takeback-none = لم يطلب أحد التراجع (أي نقلة تسحب الطلب)
error-takeback-own = أنت من طلب هذا التراجع: اللاعب الآخر هو من يقبله
error-takeback-nothing = ليس لدى { $seat } دور يتراجع عنه
error-rematch-not-over = لا تُعرض مباراة العودة إلا بعد انتهاء المباراة
error-rematch-pending = عرض { $seat } مباراة عودة: اقبلها (POST .../rematch/accept) أو ارفضها
error-rematch-none = لا أحد يعرض مباراة عودة (يسقط العرض حين يغادر صاحبه)
error-rematch-own = أنت من عرض مباراة العودة هذه: اللاعب الآخر هو من يقبلها
error-rematch-refused = لا مباراة عودة: { $detail }
error-same-screen-rated = يلعب المباراة المصنفة شخصان: لا يمكن أن تكون على الشاشة نفسها
error-rated-not-two = ليست { $game } لعبة بين خصمين: لا يمكن تصنيفها
error-rated-computer = لا تُصنف إلا المباريات بين شخصين؛ مقعد { $seat } لاعب حاسوب
error-rated-from-start = تبدأ المباراة المصنفة من بداية اللعبة: لا تعطِ وضعًا ولا سجلًا

## اللعب النظيف ومساعدة الحاسوب

error-fair-play = لا مساعدة من المحرك في مباراة بين شخصين ما دامت جارية: تعود التلميحات ومراجعة الحاسوب وتحليل وضعها عند انتهائها
error-fair-play-position = لا مساعدة من المحرك في مباراة بين شخصين ما دامت جارية: تعود التلميحات ومراجعة الحاسوب وتحليل وضعها عند انتهائها (هذا وضع مباراة جارية)
error-hint-timeout = لم يُعثر على تلميح خلال { $seconds } ثانية؛ حاول لاحقًا
error-analysis-too-long = الثواني: يحلل هذا الخادم { $seconds } ثانية على الأكثر
error-analysis-timeout = لم ينتهِ التحليل خلال { $seconds } ثانية؛ حاول لاحقًا
error-analysis-too-many-moves = يمكن تحليل { $max } نقلة على الأكثر، لا { $count }
error-position-over = انتهى الوضع ({ $reason })؛ لا شيء لتحليله
error-queue-share = لدى هذا العميل بالفعل طلبات ({ $what }) في الانتظار أو قيد العمل، عددها { $count } (الحد لكل عميل)؛ انتظر حتى ينتهي أحدها
error-computer-games-cap = يلعب هذا العميل بالفعل مباريات ضد الحاسوب عددها { $playing } (الحد { $cap } في وقت واحد)؛ أنهِ إحداها أو استسلم فيها أولًا
error-goal-not-comet = لا تتفق على هدف إلا مباريات لعبة المذنّب؛ هذه { $game }
error-goal-invalid = الهدف: { $detail }
error-goal-none-proposed = لم يُقترح أي هدف بعد: اقترح هدفًا أولًا
error-goal-own-proposal = اللاعب الآخر هو من يقبل الاقتراح؛ يمكنك اقتراح هدف آخر
error-goal-not-agreed = لم يُتفق على هدف بعد: اقترح هدفًا، أو اقبل اقتراح اللاعب الآخر، قبل أول نقلة كبرى
error-goal-already-agreed = هدف هذه المباراة متفق عليه بالفعل
error-goal-agreement-not-comet = goal_by_agreement: لا تتفق على هدفها إلا مباريات لعبة المذنّب؛ هذه { $game }
error-goal-agreement-computer = goal_by_agreement: يجب أن يكون كل مقعد شخصًا (لا يستطيع الحاسوب الاتفاق على هدف)

## الردهة والتحديات

error-no-challenge = لا يوجد تحدٍّ بالمعرّف { $id }
error-challenge-not-two = عدد مقاعد { $game } هو { $count }؛ التحدي للعبة بين اثنين
error-rated-needs-account-post = سجّل الدخول لنشر تحدٍّ مصنف: المباراة المصنفة تُحتسب في تصنيف اللاعبين كليهما، لذا يحتاج كل منهما إلى حساب
error-rated-needs-account-accept = سجّل الدخول لقبول تحدٍّ مصنف: المباراة المصنفة تُحتسب في تصنيف اللاعبين كليهما، لذا يحتاج كل منهما إلى حساب
error-bad-colour = يجب أن يكون اللون واحدًا من { $seats } أو «random»، لا { $colour }
error-lobby-full = الردهة ممتلئة (التحديات المفتوحة: { $count })؛ حاول لاحقًا
error-own-challenge = هذا تحديك أنت: انتظر أن يقبله أحد، أو ألغِه
error-challenge-taken-or-withdrawn = قُبل هذا التحدي أو سُحب في الأثناء
error-challenge-taken = قُبل هذا التحدي في الأثناء
error-challenge-accepted = قُبل هذا التحدي من قبل
error-challenge-cancelled = أُلغي هذا التحدي
error-challenge-expired = انتهت صلاحية هذا التحدي
error-cancel-not-creator = لا يلغي التحدي إلا من أنشأه: أرسل رمزه بصيغة «Authorization: Bearer»
error-challenges-cap-account = لدى هذا الحساب بالفعل تحديات مفتوحة عددها { $count } (الحد { $cap })؛ ألغِ واحدًا أو انتظر قبوله
error-challenges-cap-client = لدى هذا العميل بالفعل تحديات مفتوحة عددها { $count } (الحد { $cap })؛ ألغِ واحدًا أو انتظر قبوله

## الدردشة

error-message-empty = الرسالة فارغة
error-message-too-long = الحد الأقصى للرسالة { $max } حرفًا؛ وفي هذه { $count }
error-malformed-sentence = في الرسالة جملة مشوهة: { $detail }
error-chat-log-in = سجّل الدخول لتتحدث في الردهة: دردشتها للحسابات
error-chat-too-fast = تتحدث بسرعة كبيرة في الردهة: رسالة كل 3 ثوانٍ، و5 متتالية على الأكثر
error-chat-message-missing = لا توجد رسالة في دردشة الردهة برقم { $id }
error-report-too-long = الحد الأقصى للسبب { $max } حرفًا؛ وفي هذا { $count }

## الحسابات واللاعبون

error-username-invalid = اسم المستخدم من 3 إلى 24 حرفًا أو رقمًا أو «_» أو «-»
error-password-length = طول كلمة المرور من { $min } إلى { $max } حرفًا
error-username-taken = اسم المستخدم { $name } مأخوذ
error-login-attempts = محاولات دخول كثيرة جدًا لهذا الحساب: انتظر دقيقة وحاول مرة أخرى
error-login-wrong = اسم المستخدم أو كلمة المرور غير صحيحة
error-password-current-wrong = كلمة المرور الحالية غير صحيحة
error-password-wrong = كلمة المرور غير صحيحة
error-log-in-first = سجّل الدخول أولًا
error-not-logged-in = لم تسجّل الدخول
error-csrf-cookie = يحتاج الطلب الموثق بملف تعريف الجلسة إلى الترويسة { $header }
error-csrf-session = يحتاج هذا الطلب إلى ترويسة { $header } الخاصة بجلستك
error-seat-other-account = هذا المقعد لحساب آخر: لا يستطيع رمزه نقله إلى حساب ثانٍ
error-no-player = لا يوجد لاعب باسم { $name }
error-no-puzzle = لا يوجد لغز { $id }
error-leaderboard-unknown-game = لعبة غير معروفة { $game }: اختر واحدة من { $games }
error-leaderboard-limit = يجب أن يكون «limit» بين 1 و{ $max }، لا { $count }
error-rating-range = min_rating ‏({ $low }) أكبر من max_rating ‏({ $high })
error-preferences-nothing = لا شيء لتغييره: أرسل «theme» ‏(«light» أو «dark» أو «auto») و/أو «sounds» ‏(true أو false)
error-unknown-theme = سمة غير معروفة { $theme }: اختر «light» أو «dark» أو «auto»
error-hint-game-moved-waiting = تقدمت المباراة بينما كان التلميح ينتظر؛ اطلبه مرة أخرى
error-hint-game-moved-thinking = تقدمت المباراة أثناء التفكير في التلميح؛ اطلبه مرة أخرى
