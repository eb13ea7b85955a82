### الألعاب بالكلمات: العناوين، والخيارات (الاسم، وسطر مساعدة، والقيم)، وسبب انتهاء المباراة.

## العناوين

games-title-axiom = AXIOM
games-title-c1 = C1 (المخروط)
games-title-ccc = CCC (Collapsable Construct Collision)
games-title-comet = لعبة المذنّب المعقوف
games-title-cubes = Cubes (مكعبات نشطة وخاملة)

## مربعات الاختيار

option-on = نعم
option-off = لا

## AXIOM

option-axiom-own_pair = الصولجانان على مكعب واحد
option-axiom-own_pair-help = ما يحدث حين يقف صولجانا لون واحد على المكعب نفسه.
option-value-axiom-own_pair-loss = يخسر ذلك اللون (قواعد 2008)
option-value-axiom-own_pair-allowed = مسموح، بلا أثر
option-value-axiom-own_pair-forbidden = ممنوع، لا تفعله أي نقلة
option-axiom-one_piece = البناء قطعة واحدة
option-axiom-one_piece-help = يجب أن تُبقي نقلات المكعبات البناء متصلًا (قد تقسمه الإزالات مع ذلك).
option-axiom-move_limit = حد الأدوار
option-axiom-move_limit-help = تنتهي المباراة بالتعادل بعد هذا العدد من الأدوار (0: بلا حد).
option-axiom-sceptre_length = مدى الصولجان
option-axiom-sceptre_length-help = عدد الخلايا التي يملؤها صولجان قائم أمام وجهه.
option-value-axiom-sceptre_length-1 = خلية واحدة (ورقة القواعد)
option-value-axiom-sceptre_length-2 = خليتان (قراءة أطول)

## C1

option-c1-variant = النوع
option-c1-variant-help = في C1 نقلة واحدة في كل دور؛ وفي C2 نقلة بلاطة اختيارية أولًا، ثم نقلة مخروط أو هرم.
option-value-c1-variant-c1 = C1: نقلة واحدة في كل دور
option-value-c1-variant-c2 = C2: نقلة بلاطة، ثم نقلة مخروط أو هرم
option-c1-repetition = التعادل بالتكرار
option-c1-repetition-help = تنتهي المباراة بالتعادل حين يتكرر الوضع هذا العدد من المرات (0: أبدًا؛ 2 على الأقل).
option-c1-move_limit = حد الأدوار
option-c1-move_limit-help = تنتهي المباراة بالتعادل حين يكتمل هذا العدد من الأدوار (0: بلا حد).

## CCC

option-ccc-flat_rows = صفوف Flat
option-ccc-flat_rows-help = صفوف قطع Flat لكل جانب (التصميم فيه 2؛ من 0 إلى 3).
option-ccc-flat_placement = موضع Flat
option-ccc-flat_placement-help = أين تقف صفوف Flat بالنسبة إلى صف القطع الخاصة.
option-value-ccc-flat_placement-front = أمام القطع الخاصة
option-value-ccc-flat_placement-behind = خلف القطع الخاصة
option-value-ccc-flat_placement-around = حولها (النصف الأكبر في الأمام)
option-ccc-empty_ranks = صفوف فارغة
option-ccc-empty_ranks-help = الصفوف الفارغة بين الجانبين في البداية.
option-ccc-specials = القطع الخاصة للأسود
option-ccc-specials-help = صف القطع الخاصة للأسود: standard ‏(CTSLNMTC)، أو random (من البذرة)، أو ترتيب للحروف CCTTSMLN.
option-ccc-white_specials = القطع الخاصة للأبيض
option-ccc-white_specials-help = صف الأبيض: mirror (القطعة نفسها على العمود نفسه)، أو rotated (ترتيب الأسود كما يُرى من جهة الأبيض)، أو random، أو ترتيب.
option-ccc-seed = البذرة العشوائية
option-ccc-seed-help = بذرة الصفوف العشوائية للقطع الخاصة.
option-ccc-flag_rest = راحة Nice Flag
option-ccc-flag_rest-help = ما يمنع Nice Flag من العمل في الدور التالي.
option-value-ccc-flag_rest-move = نقلة فقط (كما يقول النص)
option-value-ccc-flag_rest-any = أي فعل للعلم، بما فيه إعادة الإنشاء
option-ccc-first = الدور الأول
option-ccc-first-help = اللون الذي يلعب الدور الأول.
option-value-ccc-first-black = الأسود
option-value-ccc-first-white = الأبيض
option-ccc-no_move = لا فعل مسموحًا
option-ccc-no_move-help = ما يحدث لجانب ليس له فعل مسموح (القواعد لا تذكر ذلك).
option-value-ccc-no_move-loss = يخسر ذلك الجانب
option-value-ccc-no_move-draw = تنتهي المباراة بالتعادل
option-ccc-move_limit = حد الأدوار
option-ccc-move_limit-help = تنتهي المباراة بالتعادل بعد هذا العدد من الأدوار (0: بلا حد).

## لعبة المذنّب المعقوف

option-comet-goal = الهدف
option-comet-goal-help = الهدف الذي يتفق عليه اللاعبون: هدف جاهز، أو هدف مكتوب بلغة الأهداف مثل adjacent(pyramids) and line(squares).
option-value-comet-goal-pyramids-adjacent = الهرمان متجاوران
option-value-comet-goal-squares-in-line = المربعات الثلاثة في خط
option-value-comet-goal-both-examples = مثالا النص معًا
option-value-comet-goal-three-pairs = كل زوج من الأشكال المتشابهة متجاور
option-value-comet-goal-brown-to-centre = المثلث البني في المربع الأوسط
option-value-comet-goal-white-to-corner = الهرم الأبيض في زاوية
option-value-comet-goal-pyramids-to-centre = الهرمان داخل المربع الأوسط ‎3×3
option-value-comet-goal-plus-sign = القطع الزوجية الأربع حول المربع الأخضر
option-value-comet-goal-warm-colours = الأحمر والبرتقالي والأصفر معًا
option-value-comet-goal-red-green-blue = الأحمر والأخضر والأزرق في خط
option-value-comet-goal-triangles-north = المثلثان على الحافة الشمالية
option-value-comet-goal-shapes-in-line = الدوائر والمثلثات في خط واحد
option-value-comet-goal-evens-in-line = القطع الزوجية في خط واحد
option-value-comet-goal-primes-together = القطع ذات الأعداد الأولية معًا
option-comet-move_limit = حد النقلات الكبرى
option-comet-move_limit-help = تنتهي المباراة دون حل بعد هذا العدد من النقلات الكبرى (0: بلا حد).
option-comet-start = وضع البداية
option-comet-start-help = مربعات القطع من 1 إلى 9 في البداية، تفصل بينها فواصل.
option-comet-edge_blocking = السماح بالحجز عند الحافة
option-comet-edge_blocking-help = السماح بالنقلات الكبرى التي تحجز قطعة عند حافة اللوحة.
option-comet-players = اللاعبون
option-comet-players-help = عدد اللاعبين (المقاعد اللاعب 1، اللاعب 2، ...).

## Cubes

option-cubes-size = حجم اللوحة
option-cubes-size-help = عدد مربعات كل ضلع من اللوحة.
option-cubes-first = النقلة الأولى
option-cubes-first-help = من يبدأ اللعب.
option-value-cubes-first-random = بالقرعة
option-value-cubes-first-black = الأسود
option-value-cubes-first-white = الأبيض
option-cubes-seed = البذرة العشوائية
option-cubes-seed-help = بذرة قرعة اللاعب الأول (0: قرعة جديدة لكل مباراة).
option-cubes-slide = الانزلاق
option-cubes-slide-help = هل يمر الانزلاق بمكعبات تلامس زواياها طريقه.
option-value-cubes-slide-physical = فيزيائي: يمر بها ويدفع المكعبات الخاملة
option-value-cubes-slide-strict = صارم: لا يمر أمام مكعب نشط
option-cubes-move_limit = حد الأدوار
option-cubes-move_limit-help = تنتهي المباراة بالتعادل بعد هذا العدد من الأدوار (0: بلا حد).

## سبب انتهاء المباراة

reason-resigned = استسلم { $seat }
reason-resigned-abandoned = استسلم { $seat }؛ تُركت المباراة
reason-comet-gave-up = تخلى { $seat } عن المحاولة
reason-draw-agreed = عرض { $other } التعادل وقبله { $seat }
reason-aborted = ألغى { $seat } المباراة قبل أن يلعب
reason-time = نفد وقت { $seat }
reason-time-cannot-win = نفد وقت { $seat }، ولا يستطيع { $other } الفوز
reason-move-limit = بُلغ حد الأدوار ({ $count })
reason-no-legal-move = ليست لدى { $seat } نقلة مسموحة
reason-axiom-meeting = بلغ صولجان { $other } المكعب في { $cell } الذي يحمل صولجان { $seat }
reason-axiom-both-pairs = لدى كلا اللاعبين صولجاناه على مكعب واحد
reason-axiom-own-pair = وضع { $seat } صولجانيه على مكعب واحد
reason-c1-both-surrounded = المخروطان محاصران
reason-c1-surrounded = مخروط { $seat } محاصر
reason-c1-repetition = تكرر الوضع نفسه (مرات التكرار: { $count })
reason-ccc-both-pyramids = خسر الجانبان آخر هرم لهما في الدور نفسه
reason-ccc-no-pyramid = لم يبق لدى { $seat } أي هرم
reason-ccc-no-attack = لم يعد أي جانب قادرًا على تدمير هرم خصمه (الأهرام وحدها تهاجم، كل منها على مربعات لونه)
reason-no-action = ليس لدى { $seat } فعل مسموح
reason-comet-solved = تحقق الهدف: { $goal }
reason-comet-move-limit = بُلغ حد النقلات الكبرى ({ $count }) دون تحقيق الهدف
reason-comet-edge = لا نقلة كبرى ممكنة دون حجز قطعة عند الحافة
reason-cubes-no-move = لا يستطيع { $seat } القيام بنقلة مسموحة
reason-cubes-sealed = مكعبات اللاعبين محبوسة في مناطق منفصلة

## كلمات الصفحات عن المباريات

games-fair-play = اللعب النظيف: لا مساعدة من المحرك في مباراة بين شخصين ما دامت جارية. تعود التلميحات ومراجعة الحاسوب وتحليل وضعها عند انتهائها.
games-board-not-drawn = تعذر رسم اللوحة ({ $status }).
games-analysis-of = تحليل: { $title }
games-analysis-board-of = لوحة التحليل · { $title }
games-over-here = انتهت المباراة هنا.
games-no-move-from = لا تبدأ أي نقلة لـ { $seat } من { $target }.
games-clock-days = { $clock } (أيام لكل نقلة)
games-clock-minutes = { $clock } (دقائق لكل لاعب، وثوانٍ لكل دور)
games-no-review = لا مراجعة: { $problem }
games-mark-blunder = خطأ فادح
games-mark-mistake = خطأ
games-loss-distance = نقلات أُضيفت إلى المسافة إلى الهدف: { $count } (الأفضل: { $best })
games-loss-evaluation = تغير تقييم { $seat } من { $before } إلى { $after } (الأفضل: { $best })
games-graph-distance = المسافة إلى الهدف بعد كل دور
games-graph-evaluation = تقييم { $seat } بعد كل دور
games-option-choices = { $option }: خيارات جاهزة
games-option-other = غير ذلك… (اكتبه أدناه)
games-colour-random = بالقرعة
games-title-seat = { $title } ({ $seat })
games-rated-needs-accounts = المباراة المصنفة تُحتسب في تصنيف اللاعبين كليهما، لذا يحتاج كل منهما إلى حساب.
games-same-screen = (الشاشة نفسها)
games-opponent-computer = الحاسوب ({ $level })
games-against = ضد { $opponent }
games-agent-random = نقلات عشوائية
games-agent-easy = سهل
games-agent-medium = متوسط
games-agent-hard = صعب
games-agent-expert = خبير
