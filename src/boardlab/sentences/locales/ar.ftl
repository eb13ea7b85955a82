# boardlab comet circumflex sentences: Arabic (العربية). Needs review by a native speaker.
# Written right to left; squares, moves and numbers are isolated (Unicode FSI/PDI) by Fluent.
# Pieces carry .gender (the verb agrees with it); colours .fem (agreeing with «قطعة»);
# directions .to; seats .gender. Regions are written as places, with their preposition.
# Counts use Arabic's six plural categories (zero, one, two, few, many, other).

## Values

piece-1 = المثلث البني (1)
    .gender = masculine
piece-2 = المربع الأحمر (2)
    .gender = masculine
piece-3 = الدائرة البرتقالية (3)
    .gender = feminine
piece-4 = المثلث الأصفر (4)
    .gender = masculine
piece-5 = المربع الأخضر (5)
    .gender = masculine
piece-6 = الدائرة الزرقاء (6)
    .gender = feminine
piece-7 = الهرم الأرجواني (7)
    .gender = masculine
piece-8 = المربع الرمادي (8)
    .gender = masculine
piece-9 = الهرم الأبيض (9)
    .gender = masculine
colour-brown = بني
    .fem = بنية
colour-red = أحمر
    .fem = حمراء
colour-orange = برتقالي
    .fem = برتقالية
colour-yellow = أصفر
    .fem = صفراء
colour-green = أخضر
    .fem = خضراء
colour-blue = أزرق
    .fem = زرقاء
colour-magenta = أرجواني
    .fem = أرجوانية
colour-grey = رمادي
    .fem = رمادية
colour-white = أبيض
    .fem = بيضاء
shape-round = دائرة
    .plural = الدوائر
shape-triangle = مثلث
    .plural = المثلثات
shape-square = مربع
    .plural = المربعات
shape-pyramid = هرم
    .plural = الأهرام
group-rounds = كل الدوائر
group-triangles = كل المثلثات
group-squares = كل المربعات
group-pyramids = كل الأهرام
group-even = كل القطع ذات الأرقام الزوجية
group-odd = كل القطع ذات الأرقام الفردية
group-prime = كل القطع ذات الأرقام الأولية
group-squarenum = كل القطع التي أرقامها مربعات كاملة
group-cubenum = كل القطع التي أرقامها مكعبات كاملة
direction-N = الشمال
    .to = نحو الشمال
direction-S = الجنوب
    .to = نحو الجنوب
direction-E = الشرق
    .to = نحو الشرق
direction-W = الغرب
    .to = نحو الغرب
seat-p1 = اللاعب 1
    .gender = masculine
seat-p2 = اللاعب 2
    .gender = masculine
seat-p3 = اللاعب 3
    .gender = masculine
seat-p4 = اللاعب 4
    .gender = masculine
seat-p5 = اللاعب 5
    .gender = masculine
seat-p6 = اللاعب 6
    .gender = masculine
seat-p7 = اللاعب 7
    .gender = masculine
seat-p8 = اللاعب 8
    .gender = masculine
seat-p9 = اللاعب 9
    .gender = masculine
seat-black = الأسود
    .gender = masculine
seat-white = الأبيض
    .gender = masculine
game-c1 = C1
game-axiom = AXIOM
game-ccc = CCC
game-cubes = Cubes
game-comet = لعبة المذنّب ذي العلامة
grand-move-value = { $group } { $direction_to }
region-centre = في الوسط (من d4 إلى f6)
region-corners = في إحدى الزوايا
region-edge = على حافة الرقعة
region-inside = داخل الرقعة بعيدًا عن الحافة
region-north = في الشمال (الصفوف 6 إلى 9)
region-south = في الجنوب (الصفوف 1 إلى 4)
region-east = في الشرق (الأعمدة f إلى i)
region-west = في الغرب (الأعمدة a إلى d)
region-board = في أي مكان على الرقعة
region-square = في المربع { $square }
region-rectangle = في المستطيل من { $corner } إلى { $other }
region-rank = في الصف { $rank }
region-file = في العمود { $file }
goal-adjacent = { $pieces_count ->
    [one] القطعة { $pieces } وحدها
    [two] القطعتان { $pieces } متجاورتان
   *[other] القطع { $pieces } متجاورة
}
goal-line = القطع { $pieces } على خط مستقيم واحد
goal-block = القطع { $pieces } تملأ مستطيلًا
goal-in = { $pieces_count ->
    [one] القطعة { $pieces } { $region }
    [two] القطعتان { $pieces } { $region }
   *[other] القطع { $pieces } { $region }
}
goal-not = ليس ({ $goal })
goal-and = { $left } و{ $right }
goal-or = { $left } أو { $right }
goal-nested = ({ $goal })
unknown-sentence = [{ $number }: جملة غير معروفة { $number }]
malformed-sentence = [جملة مشوهة]

## Talking

hello = مرحبًا!
goodbye = مع السلامة!
thanks = شكرًا!
you-are-welcome = عفوًا.
well-played = أحسنت اللعب!
good-game = مباراة جميلة!
good-idea = فكرة جيدة!
not-understood = لا أفهم.
please-repeat = أعد من فضلك.
my-turn = إنه دوري.
your-turn = إنه دورك.
seat-turn = إنه دور { $seat }.
agree = أوافق.
disagree = لا أوافق.
hint-please = هل يمكنك أن تعطيني تلميحًا؟
wait-moment = انتظر لحظة من فضلك.
ready = أنا جاهز.
are-you-ready = هل أنت جاهز؟
yes = نعم.
no = لا.
sorry = آسف!
good-luck = حظًا سعيدًا!
have-fun = استمتع باللعب!
nice-move = نقلة جميلة!
let-me-think = دعني أفكر.
back-in = سأعود بعد { $duration }.
time-left = بقي لي { $duration }.
must-go = يجب أن أذهب الآن.
play-again = هل نلعب مرة أخرى؟
which-game = أي لعبة نلعب؟
lets-play = لنلعب { $game }.
first-game-of = هذه أول مباراة لي في { $game }.
explain-rules = هل يمكنك أن تشرح القواعد؟
look-at-square = انظر إلى المربع { $square }.
why-move = لماذا لعبت { $move }؟
my-mistake = أخطأت.
congratulations = مبروك!
that-was-fun = كان ذلك ممتعًا.
good-morning = صباح الخير!
good-evening = مساء الخير!
how-are-you = كيف حالك؟
fine-thanks = أنا بخير، شكرًا.
be-patient = اصبر قليلًا من فضلك.
do-not-know = لا أعرف.
maybe = ربما.
you-are-right = أنت محق.
prefer-game = أفضّل { $game }.
i-play-seat = ألعب بصفتي { $seat }.
connection-slow = اتصالي بطيء.

## Playing comet

propose-goal = أقترح هذا الهدف: { $goal }.
accept-goal = أقبل هذا الهدف.
propose-other-goal = لنختر هدفًا آخر.
goal-agreed = الهدف المتفق عليه: { $goal }.
goal-reached = تحقق هذا الهدف!
goal-not-reached = لم يتحقق الهدف بعد.
i-think-needs = { $count ->
    [zero] أظن أن هذا الهدف لا يحتاج إلى أي نقلة كبرى.
    [one] أظن أن هذا الهدف يحتاج إلى نقلة كبرى واحدة.
    [two] أظن أن هذا الهدف يحتاج إلى نقلتين كبريين.
    [few] أظن أن هذا الهدف يحتاج إلى { $count } نقلات كبرى.
   *[other] أظن أن هذا الهدف يحتاج إلى { $count } نقلة كبرى.
}
computer-says-enough = { $count ->
    [zero] يقول الحاسوب إن الهدف لا يحتاج إلى أي نقلة كبرى.
    [one] يقول الحاسوب إن نقلة كبرى واحدة تكفي.
    [two] يقول الحاسوب إن نقلتين كبريين تكفيان.
    [few] يقول الحاسوب إن { $count } نقلات كبرى تكفي.
   *[other] يقول الحاسوب إن { $count } نقلة كبرى تكفي.
}
shall-we-undo = هل نتراجع عن النقلة الكبرى الأخيرة؟
start-again = لنبدأ من جديد.
off-board-poor-play = محاولة الخروج من الرقعة لعب ضعيف.
grand-move = حرّك { $move }.
propose-grand-move = أقترح: حرّك { $move }.
pieces-moved = { $pieces_count ->
    [one] تحركت القطعة { $pieces }.
    [two] تحركت القطعتان { $pieces }.
   *[other] تحركت القطع { $pieces }.
}
blocked-occupied = { $pieces_count ->
    [one] لم تستطع القطعة { $pieces } أن تتحرك: كان المربع مشغولًا.
    [two] لم تستطع القطعتان { $pieces } أن تتحركا: كان المربع مشغولًا.
   *[other] لم تستطع القطع { $pieces } أن تتحرك: كان المربع مشغولًا.
}
blocked-edge = { $pieces_count ->
    [one] لم تستطع القطعة { $pieces } أن تتحرك: كانت ستخرج من الرقعة.
    [two] لم تستطع القطعتان { $pieces } أن تتحركا: كانتا ستخرجان من الرقعة.
   *[other] لم تستطع القطع { $pieces } أن تتحرك: كانت ستخرج من الرقعة.
}
nothing-moved = لم يتحرك شيء.
piece-blocked-by = { $blocker_gender ->
    [feminine] أعاقت
   *[masculine] أعاق
} { $blocker } { $piece }.
piece-on-square = { $piece } في { $square }.
piece-moved-to = { $piece_gender ->
    [feminine] انتقلت
   *[masculine] انتقل
} { $piece } إلى { $square }.
grand-moves-made = { $count ->
    [zero] لم تُلعب أي نقلة كبرى بعد.
    [one] لُعبت نقلة كبرى واحدة.
    [two] لُعبت نقلتان كبريان.
    [few] لُعبت { $count } نقلات كبرى.
   *[other] لُعبت { $count } نقلة كبرى.
}
move-limit = { $count ->
    [zero] لا حد لعدد النقلات الكبرى.
    [one] الحد نقلة كبرى واحدة.
    [two] الحد نقلتان كبريان.
    [few] الحد { $count } نقلات كبرى.
   *[other] الحد { $count } نقلة كبرى.
}
goal-not-reached-end = انتهت المباراة دون تحقيق الهدف.
seat-gave-up = استسلم { $seat }.
how-about-group = ما رأيك أن نحرّك { $group }؟
try-direction = جرّب { $direction_to }.
where-are-shape = أين { $shape_plural }؟
which-piece-colour = أي قطعة { $colour_fem }؟
piece-must-reach = يجب أن { $piece_gender ->
    [feminine] تكون
   *[masculine] يكون
} { $piece } { $region }.
getting-closer = نحن نقترب.
getting-further = نحن نبتعد عن الهدف.
one-more-grand-move = نقلة كبرى أخرى!
your-grand-move = دورك في النقلة الكبرى.
computer-first-move = { $count ->
    [zero] يقول الحاسوب إن الهدف لا يحتاج إلى أي نقلة كبرى.
    [one] يقول الحاسوب إن نقلة كبرى واحدة تكفي، وهي { $move }.
    [two] يقول الحاسوب إن نقلتين كبريين تكفيان، أولاهما { $move }.
    [few] يقول الحاسوب إن { $count } نقلات كبرى تكفي، أولاها { $move }.
   *[other] يقول الحاسوب إن { $count } نقلة كبرى تكفي، أولاها { $move }.
}
computer-finds-no-way = لا يجد الحاسوب طريقة لتحقيق هذا الهدف.
goal-impossible = لا يمكن تحقيق هذا الهدف أبدًا.
usual-start = لنستخدم وضع البداية المعتاد.
group-members = { $group } هي القطع { $pieces }.
which-direction = في أي اتجاه؟
shall-we-go = هل نذهب { $direction_to }؟
watch-piece = راقب { $piece }.
seat-grand-move = { $seat }: حرّك { $move }.
start-placement = في البداية { $piece_gender ->
    [feminine] تقف
   *[masculine] يقف
} { $piece } في { $square }.
players-count = { $count ->
    [zero] لا لاعبين.
    [one] نحن لاعب واحد.
    [two] نحن لاعبان.
    [few] نحن { $count } لاعبين.
   *[other] نحن { $count } لاعبًا.
}
edge-moves-forbidden = في هذه المباراة لا يجوز للنقلة الكبرى أن تُبقي قطعًا عند الحافة.

## Comet goals, condition by condition

goal-pieces-adjacent = الهدف: { $pieces_count ->
    [one] القطعة { $pieces } وحدها
    [two] القطعتان { $pieces } متجاورتان
   *[other] القطع { $pieces } متجاورة
}.
goal-pieces-line = الهدف: القطع { $pieces } على خط مستقيم واحد.
goal-pieces-block = الهدف: القطع { $pieces } تملأ مستطيلًا.
goal-pieces-in = الهدف: { $pieces_count ->
    [one] القطعة { $pieces }
    [two] القطعتان { $pieces }
   *[other] القطع { $pieces }
} { $region }.
goal-group-adjacent = الهدف: { $group } متجاورة.
goal-group-line = الهدف: { $group } على خط مستقيم واحد.
goal-group-block = الهدف: { $group } تملأ مستطيلًا.
goal-group-in = الهدف: { $group } { $region }.
goal-try = هل نجرب هذا الهدف: { $goal }؟

## The other games

offer-draw = أعرض التعادل.
accept-draw = أقبل التعادل.
decline-draw = أرفض التعادل.
resign = أستسلم.
takeback-request = هل يمكنني التراجع عن نقلتي الأخيرة؟
takeback-accept = نعم، تراجع عنها.
takeback-decline = لا، النقلة باقية.
rematch-offer = هل نلعب مباراة أخرى؟
rematch-accept = نعم، لنلعب مرة أخرى.
your-piece-threatened = قطعتك في { $square } مهددة.
my-piece-threatened = قطعتي في { $square } مهددة.
i-play-move = ألعب { $move }.
you-played-move = لعبت { $move }.
did-not-see = لم أرَ ذلك.
move-is-good = { $move } نقلة جيدة.
move-was-mistake = { $move } كانت خطأ.
move-would-be-better = { $move } كانت ستكون أفضل.
you-win = أنت الفائز.
i-win = أنا الفائز.
it-is-a-draw = تعادل.
seat-wins = فاز { $seat }.
game-over = انتهت المباراة.
clock-low = بقي في ساعتي { $duration } فقط.
time-ran-out = انتهى وقتي.
move-not-legal = هذه النقلة غير مسموحة.
seat-to-move = الدور على { $seat }.
move-was-forced = كانت تلك النقلة إجبارية.
capture-on = أسر في { $square }!
protect-square = احمِ { $square }.
favourite-opening = أي افتتاحية تفضّل؟
moves-played = { $count ->
    [zero] لم نلعب أي نقلة.
    [one] لعبنا نقلة واحدة.
    [two] لعبنا نقلتين.
    [few] لعبنا { $count } نقلات.
   *[other] لعبنا { $count } نقلة.
}
play-faster = هل يمكنك أن تلعب أسرع قليلًا؟
review-together = هل نراجع المباراة معًا بعد ذلك؟
what-about-move = ما رأيك في { $move }؟
do-you-know-game = هل تعرف { $game }؟
want-to-play-seat = هل تريد أن تلعب بصفتك { $seat }؟
game-move = في { $game }: { $move }.
