### تقرير المختبر ورفض المختبر للطلبات (انظر en/labreport.ftl).

## العناوين والجمل

labreport-title = تقرير المختبر: { $experiment }
labreport-not-reproducible = غير قابل للتكرار:
labreport-time-caps-other-games = لعب الوكلاء بحدود زمنية، لذا يعطي تشغيل آخر مباريات أخرى.
labreport-time-caps = لعب الوكلاء بحدود زمنية.
labreport-seed = البذرة { $seed }
labreport-seeds = { $count ->
    [one] البذرة { $seeds }
    [two] البذرتان { $seeds }
   *[other] البذور { $seeds }
}
labreport-only-puzzles = من { $file } ({ $seeds })؛ لا مباريات، ألغاز فقط.
labreport-summary = { $count ->
    [zero] لا مباريات
    [one] مباراة واحدة
    [two] مباراتان
    [few] { $count } مباريات
   *[other] { $count } مباراة
} في { $variants ->
    [one] صيغة واحدة
    [two] صيغتين
    [few] { $variants } صيغ
   *[other] { $variants } صيغة
} من { $file } ({ $seeds }، حدّ النقلات { $limit } خطوة؛ المباراة التي يوقفها الحدّ تُحسب تعادلًا{ $opening }). النسب حصص من المباريات، وبين القوسين مجال ثقة 95 %.
labreport-opening = ؛ بدأ كل زوج من المباريات بخطواته العشوائية الخاصة وعددها { $count }، مع تبديل المقاعد
labreport-unknown = ؟
labreport-pairing = { $a } ضد { $b }
labreport-interval = ({ $low }–{ $high })
labreport-no-decisive-game = لا مباراة حاسمة
labreport-share = { $share } ({ $low }–{ $high }) من { $count }، p = { $p }
labreport-elo-infinite = ∞
labreport-per-game = { $pairing }، لكل مباراة: { $counters }
labreport-endings = { $pairing }، النهايات: { $endings }
labreport-repeated = { $pairing }، مباريات مكررة: لا يختلف من المباريات وعددها { $count } إلا { $distinct } (`opening = N` في التجربة ينوّعها)
labreport-ending-count = { $ending } ({ $count })
labreport-by-seed = { $pairing }، حصة اللاعب الأول من المباريات الحاسمة حسب البذرة: { $shares }؛ هل تتفق البذور؟ كاي تربيع { $chi2 } بدرجات حرية { $df }، p = { $p }
labreport-seed-share = البذرة { $seed }: { $share }
labreport-comparison = مقارنة الصيغ
labreport-comparison-intro = { $count ->
    [zero] لا اختبارات
    [one] اختبار واحد
    [two] اختباران
    [few] { $count } اختبارات
   *[other] { $count } اختبارًا
} (نسبة فوز اللاعب الأول، نسبة التعادل، متوسط الطول؛ كل صيغتين بالثنائي نفسه)، مصحَّحة بطريقة هولم؛ الدالّة منها عند مستوى { $alpha }: { $significant }.
labreport-comparison-none = لا فرق بين الصيغ دالٌّ إحصائيًا بهذه المباريات.
labreport-yes = نعم
labreport-no = لا
labreport-page-title = { $experiment } – مختبر boardlab

## جدول الصيغة

labreport-col-pairing = الثنائي (أ ضد ب)
labreport-col-games = المباريات
labreport-col-first-wins = انتصارات اللاعب الأول
labreport-col-first-share = حصة اللاعب الأول من المباريات الحاسمة (p مقابل 50 %)
labreport-col-draws = التعادلات
labreport-col-limit = أوقفها الحدّ
labreport-col-length = وسيط الطول (المدى الربيعي)
labreport-col-branching = التفرّع
labreport-col-decided = حُسمت عند
labreport-col-lead-changes = تبدّلات الصدارة
labreport-col-drama = الإثارة
labreport-col-score = نتيجة أ
labreport-col-elo = إيلو أ–ب

## مقاييس تصميم اللعبة ولماذا يغيب أحدها

labreport-col-measure = المقياس (مباريات كل الثنائيات)
labreport-col-value = القيمة (مجال 95 %)
labreport-measure-branching-factor = معامل التفرّع
labreport-measure-decisiveness = الحسم
labreport-measure-drama = الإثارة
labreport-measure-lead-changes = تبدّلات الصدارة
labreport-measure-uncertainty = عدم اليقين
labreport-measure-clarity = الوضوح
labreport-measure-coverage = التغطية
labreport-measure-repetition = التكرار
labreport-measure-stalemate-share = حصة الجمود
labreport-measure-skill-trace = أثر المهارة
labreport-unmeasured-seats = في لعبة لأكثر من مقعدين لا يتقدّم جانب بعينه
labreport-unmeasured-no-evaluation-ahead = ليس للعبة تقييم يبيّن من المتقدّم
labreport-unmeasured-no-decisive-game = لا مباراة حاسمة
labreport-unmeasured-no-decisive-evaluated = لا مباراة حاسمة فيها تقييم لجانبين
labreport-unmeasured-no-evaluation-leads = ليس للعبة تقييم لجانبين يبيّن من يتصدّر
labreport-unmeasured-no-game = لا مباراة
labreport-unmeasured-no-step = لم تُلعب خطوة في أي مباراة
labreport-unmeasured-built-board = تُبنى رقعة { $game } من قطعها: ليست لها مجموعة ثابتة من المربعات لتغطيتها
labreport-unmeasured-no-squares = نقلات { $game } لا تسمّي مربعات (النقلة الكبرى في comet تسمّي مجموعة واتجاهًا)
labreport-unmeasured-no-move = لم تُلعب نقلة في أي مباراة
labreport-unmeasured-no-games = لا مباريات
labreport-unmeasured-no-replay = تعذّرت إعادة لعب أي مباراة
labreport-unmeasured-two-seats = المقيِّم الثابت يقيّم المواقف لجانب ضد الآخر: لمقعدين فقط
labreport-unmeasured-no-evaluator = ليس للعبة تقييم لبحث المقيِّم الثابت
labreport-unmeasured-no-open-position = لا موقف مفتوح لتقييمه
labreport-unmeasured-no-two-moves = لا موقف فيه نقلتان للمقارنة
labreport-unmeasured-no-ladder = لا سلّم مستويات في هذه المباريات: شغّل 'boardlab lab ladder GAME' (كل مستوى ضد الذي تحته)
labreport-unmeasured-cooperative = لعبة تعاونية: تتقاسم المقاعد نتيجة واحدة، فلا يغلب مستوى مستوى آخر

## كيف انتهت المباريات

labreport-ending-unfinished = لم تنتهِ (حدّ النقلات)
labreport-ending-a-player = لاعب
labreport-ending-a-cell = خانة

## مقارنة الصيغ

labreport-col-variant = الصيغة
labreport-col-value-short = القيمة
labreport-col-pairing-short = الثنائي
labreport-col-metric = المؤشر
labreport-col-p-holm = p (هولم)
labreport-col-significant = دالّ
labreport-metric-first-player-win-rate = نسبة فوز اللاعب الأول
labreport-metric-draw-rate = نسبة التعادل
labreport-metric-mean-length = متوسط الطول

## صعوبة أهداف comet

labreport-goals = أهداف comet: الصعوبة
labreport-goals-intro = حلول مثلى من { $starts } بداية عشوائية لكل هدف (عمق الحلّال { $depth })؛ الأصعب أولًا.
labreport-col-rank = الترتيب
labreport-col-goal = الهدف
labreport-col-solved = حُلّ ضمن العمق
labreport-col-solved-within = حُلّ في { $within } على الأكثر
labreport-col-mean-optimal = متوسط الطول الأمثل
labreport-col-median = الوسيط
labreport-col-optimal-starts = الطول الأمثل: البدايات

## الرسوم: العناوين والمحاور ومفاتيح الرسم

labreport-plot-variant-rates = انتصارات اللاعب الأول والتعادلات
labreport-plot-lengths = مدرّج الأطوال
labreport-plot-outcomes = النتائج
labreport-plot-branching = معامل التفرّع حسب الخطوة
labreport-plot-curves = منحنيات التقييم
labreport-legend-games = { $pairing } ({ $count ->
    [zero] لا مباريات
    [one] مباراة واحدة
    [two] مباراتان
    [few] { $count } مباريات
   *[other] { $count } مباراة
})
labreport-axis-length = طول المباراة (خطوات، واحدة لكل نقلة)
labreport-axis-games = المباريات (العدد)
labreport-first-wins = فوز اللاعب الأول
labreport-second-wins = فوز اللاعب الثاني
labreport-draws = التعادلات
labreport-axis-result = النتيجة (الأعمدة: مجال ويلسون 95 %)
labreport-axis-share = حصة المباريات (%)
labreport-axis-step = رقم الخطوة
labreport-axis-legal-steps = الخطوات المسموحة (المتوسط على المباريات)
labreport-legend-sample = { $pairing }، المباراة { $number }: { $result }
labreport-axis-evaluation = التقييم من جهة { $seat }
labreport-axis-evaluation-scale = (‎−1 خسارة … ‎+1 فوز)
labreport-result-drawn = تعادل
labreport-result-unfinished = أوقفها حدّ النقلات
labreport-result-won = فاز { $seat }
labreport-axis-variant = الصيغة (مرقّمة كالأقسام أدناه؛ الثنائي الأول)
labreport-axis-share-interval = حصة المباريات (%، مجال 95 %)

## رفض المختبر للطلبات في تطبيق الويب

error-lab-no-file = لا يوجد ملف نتائج للمختبر باسم { $name }
error-lab-unreadable = تعذّرت قراءة { $name }: { $detail }
error-lab-no-experiment = لا توجد تجربة مختبر { $id }
error-lab-log-in = سجّل الدخول لبدء التجارب: المختبر لأصحاب الحسابات
error-lab-log-in-mine = سجّل الدخول لرؤية تجاربك
error-lab-name = الاسم: أعطِ التجربة اسمًا من 1 إلى { $limit } حرفًا
error-lab-unknown-game = اللعبة: { $detail }
error-lab-no-variants = الصيغ: أضف صيغة واحدة على الأقل (يمكن أن تبقى خياراتها كلها على الافتراضي)
error-lab-no-pairings = الثنائيات: أضف ثنائيًا واحدًا على الأقل من وكيلين
error-lab-too-many-pairings = الثنائيات: { $limit } على الأكثر لكل تجربة، ووصل { $count }
error-lab-pairing-size = الثنائيات: يجب أن يسمّي الثنائي { $number } وكيلين، ووصل { $count }
error-lab-agent = الثنائيات: الوكيل { $agent } غير متاح في مختبر الويب؛ اختر من { $agents }
error-lab-no-games = المباريات: مباراة واحدة على الأقل لكل صيغة وثنائي، ووصل { $count }
error-lab-move-limit = حدّ النقلات: بين 1 و{ $limit } خطوة، ووصل { $count }
error-lab-experiment = التجربة غير صالحة: { $detail }
error-lab-too-many-variants = الصيغ: { $limit } على الأكثر لكل تجربة، وهذه الخيارات تعطي { $count }
error-lab-too-many-games = المباريات: في هذه التجربة { $count } مباراة ({ $variants } صيغ × { $pairings } ثنائيات × { $games } مباريات)؛ يلعب مختبر الويب { $limit } على الأكثر لكل تجربة
error-lab-active-cap = لديك تجارب منتظرة أو جارية عددها { $count }، وهو أقصى ما يُسمح به للحساب؛ انتظر انتهاء إحداها أو ألغِ إحداها
error-lab-daily-cap = يمكن للحساب أن يبدأ { $limit } مباراة خلال 24 ساعة؛ بدأتَ { $today } وفي هذه التجربة { $count }
error-lab-no-games-yet = لا مباريات في التجربة بعد؛ يأتي تقريرها مع أول مباراة
error-lab-not-yours = لا يلغي التجربة إلا الحساب الذي بدأها
error-lab-ended = { $state ->
    [done] التجربة منتهية بالفعل؛ لا يُلغى إلا ما كان منتظرًا أو جاريًا
    [cancelled] التجربة ملغاة بالفعل؛ لا يُلغى إلا ما كان منتظرًا أو جاريًا
    [failed] التجربة فشلت بالفعل؛ لا يُلغى إلا ما كان منتظرًا أو جاريًا
   *[other] التجربة انتهت بالفعل ({ $state })؛ لا يُلغى إلا ما كان منتظرًا أو جاريًا
}
