# The front door: the shared header's links, the home page, leaderboards, profiles and settings.

## The header every page shares
frontdoor-nav-players = اللاعبون
frontdoor-nav-puzzles = الألغاز
frontdoor-nav-analysis = التحليل
frontdoor-nav-label = الموقع
frontdoor-menu = القائمة

## The home page
frontdoor-online = { $count ->
    [zero] لا لاعبين متصلين
    [one] لاعب واحد متصل
    [two] لاعبان متصلان
    [few] { $count } لاعبين متصلين
    [many] { $count } لاعبًا متصلًا
   *[other] { $count } لاعب متصل
}
frontdoor-playing = { $count ->
    [zero] لا مباريات جارية
    [one] مباراة واحدة جارية
    [two] مباراتان جاريتان
    [few] { $count } مباريات جارية
    [many] { $count } مباراة جارية
   *[other] { $count } مباراة جارية
}
frontdoor-quick-title = لعب سريع
frontdoor-quick-help = نقرة واحدة: تنضم إلى من ينتظر اللعبة نفسها بضبط الوقت نفسه، أو تنتظر خصمًا.
frontdoor-quick-rated = أنت مسجّل الدخول: هذه المباريات تُحتسب في التصنيف، عدا comet التي تُلعب معًا.
frontdoor-quick-casual = مباريات ودية؛ سجّل الدخول لتلعب مباريات مصنّفة.
frontdoor-quick-group = لعب سريع: { $game }
frontdoor-quick-button = { $game }، { $time }: العب الآن
frontdoor-quick-waiting = في انتظار خصم: { $game }، { $time }…
frontdoor-picture-alt = { $game }: وضع البداية
frontdoor-line-axiom = ابنِ بناءً من اثني عشر مكعبًا وأعد بناءه بينما تسير صولجاناتك على أوجهه.
frontdoor-line-c1 = مخاريط وأهرامات على بلاطات تنزلق وتختفي.
frontdoor-line-ccc = أقراص ومكعبات وحلقات تتراكم في أبنية تنهار عبر الرقعة.
frontdoor-line-comet = ليست منافسة: اتفقا على هدف، ثم ادفعا معًا مجموعات كاملة من القطع حتى تبلغاه.
frontdoor-line-cubes = ضع مكعبات وحرّكها فتصير نشطة وغير نشطة؛ من لا يستطيع الحركة يخسر.
frontdoor-live-title = مباريات مباشرة
frontdoor-no-live = لا توجد الآن مباريات بين لاعبَين: ابدأ واحدة باللعب السريع.
frontdoor-live-alt = { $game }: الوضع الحالي
frontdoor-watch = شاهد
frontdoor-steps = { $count ->
    [zero] لم تُلعب أي نقلة
    [one] لُعبت نقلة واحدة
    [two] لُعبت نقلتان
    [few] لُعبت { $count } نقلات
    [many] لُعبت { $count } نقلةً
   *[other] لُعبت { $count } نقلة
}

## The lobby's challenges
frontdoor-no-challenges = لا توجد تحديات مفتوحة. استخدم اللعب السريع أعلاه، أو انشر تحديًا باختيار «أي شخص (تحدٍّ مفتوح)» أدناه.
frontdoor-rating = التصنيف
frontdoor-rating-range = تصنيف صاحب التحدي
frontdoor-min = الأدنى
frontdoor-max = الأعلى
frontdoor-min-label = أدنى تصنيف
frontdoor-max-label = أعلى تصنيف
frontdoor-clear = مسح
frontdoor-hidden-by-filter = { $count ->
    [zero] لا تحديات مخفية بمرشّح التصنيف.
    [one] تحدٍّ واحد مخفي بمرشّح التصنيف.
    [two] تحدّيان مخفيان بمرشّح التصنيف.
    [few] { $count } تحديات مخفية بمرشّح التصنيف.
    [many] { $count } تحديًا مخفيًا بمرشّح التصنيف.
   *[other] { $count } تحدٍّ مخفي بمرشّح التصنيف.
}
frontdoor-provisional = تصنيف مؤقت: مباريات مصنّفة قليلة حتى الآن
frontdoor-yours-waiting = تحدّيك، في الانتظار…

## Leaderboards (/players)
frontdoor-players-title = اللاعبون
frontdoor-leaderboards = لوائح المتصدرين
frontdoor-leaderboard = لائحة المتصدرين: { $game }
frontdoor-leaderboard-help = التصنيفات وفق القواعد القياسية لكل لعبة (خياراتها الافتراضية). علامة «?» تدل على تصنيف مؤقت (مباريات مصنّفة قليلة).
frontdoor-games-label = الألعاب
frontdoor-all-games = كل الألعاب
frontdoor-rank = المرتبة
frontdoor-player = اللاعب
frontdoor-no-players = لا مباريات مصنّفة في هذه اللعبة بعد.
frontdoor-see-all = اعرض اللائحة كاملة
frontdoor-find-placeholder = اسم اللاعب
frontdoor-find = افتح الملف الشخصي

## Profiles (/players/{name})
frontdoor-no-player = لا يوجد هنا لاعب باسم «{ $name }».
frontdoor-member-since = عضو منذ { $date }
frontdoor-history-title = تاريخ التصنيف
frontdoor-plot-label = تاريخ تصنيف { $name } في { $game }
frontdoor-results = النتائج
frontdoor-results-help = كل مباراة منتهية، مصنّفة أو لا، ضد شخص أو ضد الحاسوب.
frontdoor-wins = انتصارات
frontdoor-draws = تعادلات
frontdoor-losses = هزائم
frontdoor-result-win = فوز
frontdoor-result-loss = خسارة
frontdoor-result-draw = تعادل
frontdoor-date = التاريخ

## Settings (/settings)
frontdoor-settings-title = الإعدادات
frontdoor-preferences-title = التفضيلات
frontdoor-language = اللغة
frontdoor-account-title = الحساب
frontdoor-settings-logged-out = سجّل الدخول لتغيير كلمة المرور أو الخروج من كل الأجهزة أو حذف حسابك.
frontdoor-log-in-link = سجّل الدخول في الصفحة الرئيسية
frontdoor-password-title = تغيير كلمة المرور
frontdoor-password-current = كلمة المرور الحالية
frontdoor-password-new = كلمة المرور الجديدة (8 أحرف على الأقل)
frontdoor-password-repeat = كلمة المرور الجديدة مرة أخرى
frontdoor-password-submit = غيّر كلمة المرور
frontdoor-password-mismatch = كلمتا المرور الجديدتان مختلفتان.
frontdoor-password-changed = تم تغيير كلمة المرور. أُنهيت جلساتك الأخرى؛ وهذه الجلسة مستمرة.
frontdoor-everywhere-title = الخروج من كل الأجهزة
frontdoor-everywhere-help = ينهي كل جلسات حسابك على كل الأجهزة، وهذه الجلسة أيضًا.
frontdoor-everywhere-button = اخرج من كل الأجهزة
frontdoor-everywhere-confirm = الخروج من كل الأجهزة، وهذا الجهاز أيضًا؟
frontdoor-logged-out-everywhere = تم تسجيل خروجك من كل الأجهزة.
frontdoor-delete-title = حذف الحساب
frontdoor-delete-help = يُحذف حسابك وتصنيفاته وتاريخها نهائيًا؛ وتبقى مبارياتك دون اسمك.
frontdoor-delete-password = كلمة مرورك
frontdoor-delete-button = احذف حسابي
frontdoor-delete-confirm = حذف الحساب { $name } نهائيًا؟ لا يمكن التراجع عن ذلك.
frontdoor-deleted = تم حذف حسابك.
frontdoor-theme = المظهر
frontdoor-theme-auto = كما في الجهاز
frontdoor-theme-light = فاتح
frontdoor-theme-dark = داكن
frontdoor-sounds = الأصوات في المباريات (النقلات، الأسر، قلة الوقت)
