# واجهة boardlab: العربية. Needs review by a native speaker.

app-title = boardlab
nav-play = العب
nav-lobby = الردهة
nav-rules = القواعد
nav-lab = المختبر
nav-settings = الإعدادات
nav-sign-in = تسجيل الدخول
nav-sign-out = تسجيل الخروج
language-label = اللغة
status-to-move = دور { $seat }
status-your-turn = دورك
status-waiting = في انتظار { $seat }
status-game-over = انتهت المباراة
banner-winner = فاز { $seat }
banner-draw = تعادل
banner-solved = تحقق الهدف!
banner-unsolved = لم يتحقق الهدف
lobby-title = الردهة
lobby-new-game = مباراة جديدة
lobby-open-games = { $count ->
    [zero] لا توجد مباريات مفتوحة
    [one] مباراة مفتوحة واحدة
    [two] مباراتان مفتوحتان
    [few] { $count } مباريات مفتوحة
   *[other] { $count } مباراة مفتوحة
}
chat-title = المحادثة
chat-send = إرسال
chat-phrasebook = دليل العبارات
chat-show-code = إظهار الرمز
chat-copy = نسخ
chat-mute = كتم
chat-report = إبلاغ
rules-heading = قواعد { $game }
rules-english-note = النص الكامل للقواعد باللغة الإنجليزية.
comet-together = لعب جماعي: كل اللاعبين يسعون إلى الهدف نفسه.
comet-goal = الهدف: { $goal }
moves-count = { $count ->
    [zero] لا نقلات
    [one] نقلة واحدة
    [two] نقلتان
    [few] { $count } نقلات
   *[other] { $count } نقلة
}

# The pages: header, game page, lobby, analysis board, profiles
nav-analysis = لوحة التحليل
nav-tagline = العب في المتصفح
nav-notify = نبّهني عند دوري
seat-black = الأسود
seat-white = الأبيض
seat-p1 = اللاعب 1
seat-p2 = اللاعب 2
banner-aborted = أُلغيت
conn-connecting = جارٍ الاتصال…
conn-live = مباشر
conn-reconnecting = إعادة الاتصال…
game-loading = جارٍ التحميل…
game-title = { $title } · المباراة { $id }
game-no-such-game = لا توجد هذه المباراة على هذا الخادم.
game-rematch = مباراة ثأرية
game-look-at-board = انظر إلى اللوحة
game-hint = تلميح
game-accept = قبول
game-decline = رفض
game-confirm = تأكيد
game-cancel = إلغاء
game-flip = اقلب
game-analyse = حلّل
game-type-move = اكتب نقلة
game-play = العب
game-abort = إلغاء المباراة
game-resign = استسلم
game-offer-draw = اعرض التعادل
game-accept-draw = اقبل التعادل
game-draw-offered = عُرض التعادل
game-draw-offer-from = { $seat } يعرض التعادل.
game-takeback = تراجع
game-copy-record = انسخ السجل
game-import-record = استورد سجلًا
game-download-svg = نزّل SVG
game-confirm-moves = أكّد كل نقلة قبل إرسالها
game-review = مراجعة الحاسوب
game-waiting-for = في انتظار { $seat }…
game-last-move = آخر نقلة: { $move }.
game-you = أنت
game-computer = الحاسوب ({ $spec })
game-human = إنسان
game-import-title = استورد سجل مباراة
game-import-help = تبدأ مباراة جديدة من اللعبة والخيارات نفسها انطلاقًا من السجل، والطرفان على هذه الشاشة.
game-import = استورد
game-note-title = ملاحظة لخصمك
game-note-send = أرسل النقلة
picker-which = أيّها؟
chat-placeholder = قل شيئًا
chat-spectators = يقرأ المتفرجون محادثة اللاعبين.
chat-mute-other = اكتم محادثة الطرف الآخر
account-signed-in = مسجّل الدخول باسم
account-log-in = ادخل
account-sign-up = أنشئ حسابًا
account-log-out = اخرج
account-username = اسم المستخدم
account-password = كلمة المرور
lobby-game = اللعبة
lobby-options = الخيارات
lobby-opponent = الخصم
lobby-same-screen = الشاشة نفسها
lobby-computer = الحاسوب
lobby-friend = صديق (رابط دعوة)
lobby-anyone = أي شخص (تحدٍّ مفتوح)
lobby-you-play = تلعب بـ
lobby-rated = محتسبة (سجّل الدخول أولًا؛ تُحتسب حين يشغل حسابا اللاعبَين مقعديهما)
lobby-rated-short = محتسبة (سجّل الدخول أولًا)
lobby-strength = قوة الحاسوب
lobby-time-control = ضبط الوقت
lobby-untimed = بلا (دون ساعة)
lobby-other = غير ذلك…
lobby-start = ابدأ المباراة
lobby-challenges = التحديات المفتوحة
lobby-no-challenges = لا توجد تحديات مفتوحة. انشر تحديًا باختيار «أي شخص (تحدٍّ مفتوح)» أعلاه.
lobby-time = الوقت
lobby-creator-plays = المنشئ يلعب بـ
lobby-rated-column = محتسبة
lobby-by = من
lobby-import-help = الصق سجلًا (للعبة والخيارات المختارة أعلاه) لمتابعته أو مراجعته، مثلًا
lobby-import-open = استورد وافتح
lobby-account-games = مبارياتك (كل الأجهزة)
lobby-waiting-first = التي تنتظر نقلتك أولًا.
lobby-browser-games = مبارياتي (هذا المتصفح)
lobby-no-games = لا مباريات بعد في هذا المتصفح.
lobby-state = الحالة
analysis-tried-here = النقلات المجرّبة هنا لا تغيّر أي مباراة. النقلة المجرّبة وسط السلسلة تحل محل ما تلاها.
analysis-setup = جهّز وضعًا
analysis-position = نص الوضع (فارغ: البداية)
analysis-go = حلّل هذا الوضع
analysis-back = العودة إلى المباراة
player-title = لاعب
player-ratings = التصنيفات
player-no-ratings = لا مباريات محتسبة بعد.
player-variant = اللعبة والنوع
player-rating = التصنيف
player-deviation = الانحراف
player-rated-games = المباريات المحتسبة
player-recent = المباريات الأخيرة
player-no-games = لا مباريات بعد.
player-result = النتيجة
chat-muted-count = { $count ->
    [one] أُخفيت رسالة واحدة من الطرف الآخر (مكتوم).
    [two] أُخفيت رسالتان من الطرف الآخر (مكتوم).
    [few] أُخفيت { $count } رسائل من الطرف الآخر (مكتوم).
   *[other] أُخفيت { $count } رسالة من الطرف الآخر (مكتوم).
}

# The game page's statuses
game-watching = أنت تشاهد هذه المباراة.
game-your-move-help = دورك: انقر على اللوحة حيث تبدأ نقلتك، ثم اتبع العلامات.
game-you-offered-draw = عرضتَ التعادل؛ أي نقلة تسحب العرض.
game-under-threat = تهديد: على { $seat } أن يتصرف، فالخصم قد يفوز بـ { $moves }.
game-you-suffix = (أنت)
game-computer-suffix = (الحاسوب)
game-accept-rematch = اقبل المباراة الثأرية
game-cancel-rematch = اسحب عرض المباراة الثأرية
game-turn-goes-on = يستمر دورك بعد { $steps }: قم بالخطوة التالية.
game-selected = المحدد { $targets }: انقر هدفًا معلَّمًا (أو التحديد للإلغاء).

# The lobby's lists and challenges
lobby-post-challenge = انشر التحدي
lobby-cannot-reach = تعذّر الوصول إلى الخادم: { $problem }
lobby-open-link = افتح
lobby-forget = انسَ
lobby-your-move = دورك
lobby-same-screen-opponent = الشاشة نفسها
lobby-friend-by-link = صديق (عبر رابط)
lobby-no-longer = لم تعد على هذا الخادم
lobby-untimed-short = دون ساعة
lobby-rated-word = محتسبة
lobby-casual = ودية
lobby-anonymous = مجهول
lobby-log-in-to-accept = سجّل الدخول لتقبل
lobby-to-move-played = دور { $seat }، { $count ->
    [zero] لم تُلعب أي نقلة
    [one] لُعبت نقلة واحدة
    [two] لُعبت نقلتان
    [few] لُعبت { $count } نقلات
   *[other] لُعبت { $count } نقلة
}

# Tooltips
tip-rules = قواعد هذه اللعبة كما يلعبها boardlab
tip-notify = دع المتصفح ينبّهك حين تنتظر مباراةٌ نقلتك
tip-hint = اقترح نقلة
tip-flip = اقلب اللوحة
tip-analyse = جرّب نقلات من الوضع المعروض دون المساس بالمباراة
tip-abort = أنهِ المباراة دون نتيجة: مسموح قبل نقلتك الأولى
tip-takeback = اطلب التراجع عن نقلتك الأخيرة
tip-review = يراجع الحاسوب كل دور ويعلّم أكثرها خسارة

# Chat in sentences: the phrasebook
phrasebook-choose = اختر جملة…
phrasebook-insert = أدرِج
phrasebook-say = قلها
phrasebook-pick = اختر على اللوحة
phrasebook-topic-talk = الحديث
phrasebook-topic-games = أثناء اللعب
phrasebook-topic-comet = لعب comet
phrasebook-topic-goal = أهداف comet
phrasebook-type-square = المربع
phrasebook-type-piece = القطعة
phrasebook-type-pieces = القطع (مثل 2,5)
phrasebook-type-shape = الشكل
phrasebook-type-colour = اللون
phrasebook-type-group = المجموعة
phrasebook-type-direction = الاتجاه
phrasebook-type-grandmove = النقلة الكبرى (مثل prime-E)
phrasebook-type-goal = الهدف
phrasebook-type-region = المنطقة (مثل a1:c3)
phrasebook-type-count = العدد
phrasebook-type-seat = اللاعب
phrasebook-type-game = اللعبة
phrasebook-type-move = النقلة
phrasebook-type-duration = الثواني

# The lobby's chat
lobby-chat-title = محادثة الردهة
lobby-chat-log-in = سجّل الدخول لتتحدث في الردهة.
chat-unmute = ألغِ الكتم
chat-reported = أُبلغ عنه
lobby-chat-muted = { $count ->
    [one] أُخفيت رسالة واحدة من لاعبين مكتومين.
    [two] أُخفيت رسالتان من لاعبين مكتومين.
    [few] أُخفيت { $count } رسائل من لاعبين مكتومين.
   *[other] أُخفيت { $count } رسالة من لاعبين مكتومين.
}

# Comet: agreeing a goal
comet-goal-title = الهدف
comet-propose = اقترح
comet-accept-goal = اقبل هذا الهدف
comet-phase-proposing = لم يُتفق على هدف بعد: اقترح هدفًا أو اقبل هدف اللاعب الآخر.
comet-phase-waiting = في انتظار أن يقبله اللاعب الآخر أو يقترح غيره.
comet-phase-agreed = تم الاتفاق: يمكن أن تبدأ النقلات الكبرى.
comet-own-goal = هدف من عندنا…
comet-condition-adjacent = متجاورة
comet-condition-line = في خط مستقيم
comet-condition-in = في المنطقة
comet-and = و…

# The lobby: comet's goal by agreement
lobby-goal-by-agreement = اتفقوا على الهدف داخل المباراة بالجمل (comet)

# The game page: invitations
invite-link-for = رابط الدعوة لـ { $seat } (أرسله إلى صديقك):
invite-copy = انسخ الرابط
invite-copied = نُسخ
invite-select = حدّد وانسخ
invite-watch = يمكن لأي شخص المشاهدة (دون اللعب) على { $url }

# The game page: more statuses; review; notices
game-earlier-position = أنت تنظر إلى وضع سابق: اضغط » لتلعب.
game-no-move-from = لا تبدأ أي نقلة لـ { $seat } من { $target }.
game-choose = اختر:
game-play-question = هل تلعب { $move }؟
game-note-with = مع { $move }: «{ $note }»
game-thinking = جارٍ التفكير…
game-hint-from-solver = تلميح: { $move } (من حلّال اللعبة)
game-hint-from-computer = تلميح: { $move } (من لاعب حاسوبي)
game-showing-step = الخطوة { $step } من { $total }.
game-you-asked-takeback = طلبتَ التراجع عن نقلتك الأخيرة.
game-takeback-from = { $seat } يطلب التراجع عن نقلته الأخيرة.
game-withdraw = اسحب
game-rematch-started = بدأت مباراة ثأرية:
game-open-rematch = افتح المباراة الثأرية
game-rematch-from = { $seat } يعرض مباراة ثأرية.
game-you-offered-rematch = عرضتَ مباراة ثأرية؛ في انتظار اللاعب الآخر.
game-resign-confirm = هل تستسلم في هذه المباراة؟
game-note-needed = اكتب بضع كلمات أولًا (أو ألغِ النقلة).
review-working = يراجع الحاسوب المباراة…
review-no-mistakes = لم يخسر أي دور كثيرًا: لا أخطاء عند هذا العمق.
turns-your-move = دورك

# The analysis board and profiles
analysis-selected = المحدد { $targets }: انقر هدفًا معلَّمًا.
analysis-try = جرّب نقلة: انقر حيث تبدأ، ثم اتبع العلامات.
analysis-no-evaluation = لا تقييم: { $problem }
analysis-best-line = أفضل سلسلة: { $line }.
analysis-evaluation = التقييم { $score } لـ { $seat }{ $work }. الأفضل: { $best }.
analysis-depth = (العمق { $depth }، { $seconds } ث)
player-anonymous = لاعب بلا حساب
player-playing = جارية (دور { $seat })
analysis-goal-in = { $count ->
    [zero] الهدف محقق. الأفضل: { $best }.
    [one] الهدف بعد نقلة واحدة. الأفضل: { $best }.
    [two] الهدف بعد نقلتين. الأفضل: { $best }.
    [few] الهدف بعد { $count } نقلات. الأفضل: { $best }.
   *[other] الهدف بعد { $count } نقلة. الأفضل: { $best }.
}
analysis-goal-at-least = { $count ->
    [one] الهدف بعد نقلة واحدة على الأقل. الأفضل: { $best }.
    [two] الهدف بعد نقلتين على الأقل. الأفضل: { $best }.
    [few] الهدف بعد { $count } نقلات على الأقل. الأفضل: { $best }.
   *[other] الهدف بعد { $count } نقلة على الأقل. الأفضل: { $best }.
}
