# الكلمات المرسومة داخل صور الرقع (انظر en/boards.ftl). يبقى الترميز كما هو: الإحداثيات
# ($cell و$face) والأكوام ($stack) وحروف أوجه AXIOM ($faces) والأعداد.

## Every game

board-position-c1 = وضعية C1
board-position-axiom = وضعية AXIOM
board-position-ccc = وضعية CCC
board-position-cubes = وضعية Cubes
board-position-comet = وضعية لعبة comet circumflex
board-to-move = { $colour ->
    [black] دور الأسود
   *[white] دور الأبيض
}

## AXIOM

board-axiom-cube = { $cell }: مكعب { $colour ->
    [black] أسود
   *[white] أبيض
} { $double ->
    [yes] بقبتين
   *[no] بقبة واحدة
}، القباب { $faces }
board-axiom-sceptre = صولجان { $colour ->
    [black] أسود
   *[white] أبيض
} على { $face }
board-axiom-empty-cell = { $cell }: خلية فارغة
board-axiom-empty-cell-on-top = { $cell }: خلية فارغة في الأعلى
board-axiom-hidden-dome = { $face } (وجه مخفي: قبة)
board-axiom-hidden-recess = { $face } (وجه مخفي: تجويف)
board-axiom-map = الخريطة (من الأعلى)
board-axiom-map-column = { $face }: المستوى { $level }، القباب { $faces }
board-axiom-palette = أوجه القباب لمكعب موضوع (U أعلى، D أسفل، N E S W الجوانب؛ الخريطة غير مدارة: الشمال في الأعلى)
board-axiom-orientation = قباب على { $faces }
board-axiom-status = { $status } (العرض مُدار { $degrees } درجة)

## CCC

board-ccc-kind-flat = Flat
board-ccc-kind-cube = مكعب
board-ccc-kind-torus = Torus
board-ccc-kind-flag = Nice Flag
board-ccc-kind-pyramid = هرم
board-ccc-kind-flat-stack = كومة Flat
board-ccc-kind-constructed-pyramid = هرم مبني
board-ccc-kind-pyramid-stack = كومة أهرام
board-ccc-cell = { $cell }: { $kind } { $stack }
board-ccc-count = التقاط أو إسقاط { $count }
board-ccc-end = إنهاء
board-ccc-end-title = إنهاء سلسلة Hop
board-ccc-swap = تبديل
board-ccc-swap-title = تبديل الهرمين
board-ccc-hop = { $colour ->
    [black] دور الأسود
   *[white] دور الأبيض
}: سلسلة Hop من { $cell } (تابع القفز أو أنهِ)
board-ccc-collapse = { $colour ->
    [black] دور الأسود
   *[white] دور الأبيض
}: Collapse من { $cell } مع حمل { $stack }
board-ccc-status = { $status } · قوة Torus: الأسود { $black }، الأبيض { $white }
board-ccc-frozen = مجمّد بعلم { $colour ->
    [black] الأسود
   *[white] الأبيض
}

## The comet circumflex game

board-comet-piece-1 = 1 (مثلث بني)
board-comet-piece-2 = 2 (مربع أحمر)
board-comet-piece-3 = 3 (قطعة مستديرة برتقالية)
board-comet-piece-4 = 4 (مثلث أصفر)
board-comet-piece-5 = 5 (مربع أخضر)
board-comet-piece-6 = 6 (قطعة مستديرة زرقاء)
board-comet-piece-7 = 7 (هرم أرجواني)
board-comet-piece-8 = 8 (مربع رمادي)
board-comet-piece-9 = 9 (هرم أبيض)
board-comet-group-rounds = كل القطع المستديرة
board-comet-group-triangles = كل المثلثات
board-comet-group-squares = كل القطع المربعة
board-comet-group-pyramids = كل الأهرام
board-comet-group-even = كل القطع ذات الأرقام الزوجية
board-comet-group-odd = كل القطع ذات الأرقام الفردية
board-comet-group-prime = كل القطع ذات الأرقام الأولية
board-comet-group-squarenum = كل القطع التي رقمها عدد مربع
board-comet-group-cubenum = كل القطع التي رقمها عدد مكعب
board-comet-button-rounds = المستديرة { $members }
board-comet-button-triangles = المثلثات { $members }
board-comet-button-squares = المربعة { $members }
board-comet-button-pyramids = الأهرام { $members }
board-comet-button-even = الزوجية { $members }
board-comet-button-odd = الفردية { $members }
board-comet-button-prime = الأولية { $members }
board-comet-button-squarenum = المربعات الكاملة { $members }
board-comet-button-cubenum = المكعبات الكاملة { $members }
board-comet-direction-n = الشمال
board-comet-direction-s = الجنوب
board-comet-direction-e = الشرق
board-comet-direction-w = الغرب
board-comet-goal = الهدف: { $goal }

## Cubes

board-cubes-pool = مخزون { $colour ->
    [black] الأسود
   *[white] الأبيض
}: { $count }
board-cubes-end = المكافأة: إنهاء الدور
board-cubes-end-title = إنهاء الدور (التخلي عن نقلة المكافأة)
