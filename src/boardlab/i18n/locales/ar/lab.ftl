# The lab page (/lab, /lab/experiments/ID): server/lab_pages.py, web/lab.js, web/lab_experiment.js.
lab-nav = المختبر
lab-page-title = مختبر boardlab
lab-tagline = المختبر: تجارب لاختبار الألعاب
lab-to-games = العودة إلى المباريات
lab-back = العودة إلى المختبر
lab-new = تجربة جديدة
lab-login-needed = المختبر لأصحاب الحسابات: سجّل الدخول من الصفحة الرئيسية لتبدأ التجارب.
lab-log-in-link = تسجيل الدخول
lab-name = الاسم
lab-game = اللعبة
lab-games = عدد المباريات لكل صيغة وثنائي
lab-move-limit = حدّ النقلات (خطوات)
lab-seed = البذرة
lab-variants = الصيغ
lab-variants-help = كل صيغة هي اللعبة بالخيارات المحددة هنا؛ وتبقى الخيارات الأخرى على قيمها الافتراضية.
lab-variant = الصيغة { $number }
lab-no-options = لا خيارات لهذه اللعبة.
lab-add-variant = إضافة صيغة
lab-remove = إزالة
lab-yes = نعم
lab-no = لا
lab-pairings = الثنائيات
lab-pairings-help = يلعب الوكيل أ ضد الوكيل ب؛ ويتناوبان على كل مقعد.
lab-agent-a = الوكيل أ
lab-agent-b = الوكيل ب
lab-add-pairing = إضافة ثنائي
lab-total-games = { $count ->
    [zero] لا تلعب هذه التجربة أي مباراة.
    [one] تلعب هذه التجربة مباراة واحدة.
    [two] تلعب هذه التجربة مباراتين.
    [few] تلعب هذه التجربة { $count } مباريات.
   *[other] تلعب هذه التجربة { $count } مباراة.
}
lab-caps = الحدود: المباريات لكل تجربة { $games } · الصيغ { $variants } · الثنائيات { $pairings } · التجارب المنتظرة أو الجارية لكل حساب { $active } · المباريات لكل حساب خلال 24 ساعة { $day }
lab-start = ابدأ التجربة
lab-mine = تجاربي
lab-runs-on = تستمر التجارب حتى لو أُغلقت الصفحة.
lab-none-mine = لم تبدأ أي تجربة بعد.
lab-public = التجارب المنتهية
lab-none-public = لا توجد تجارب منتهية بعد.
lab-files = النتائج في مجلد المختبر
lab-none-files = لا توجد ملفات نتائج في مجلد المختبر بعد.
lab-not-results = ليس ملف نتائج
lab-col-experiment = التجربة
lab-col-owner = المصمّم
lab-col-status = الحالة
lab-col-progress = المباريات
lab-col-file = الملف
lab-status-queued = في الانتظار
lab-status-running = جارية
lab-status-done = منتهية
lab-status-cancelled = ملغاة
lab-status-failed = فشلت
lab-progress = المباريات: { $done } / { $total }
lab-what = اللعبة: { $game } · الصيغ: { $variants } · الثنائيات: { $pairings } · المباريات لكل صيغة وثنائي: { $games } · حدّ النقلات: { $limit } · البذرة: { $seed }
lab-by = المصمّم: { $name }
lab-cancel = ألغِ التجربة
lab-failure = سبب التوقف: { $error }
lab-summary = حتى الآن
lab-first-seat-wins = انتصارات اللاعب الأول: { $percent }
lab-draws = { $count ->
    [zero] لا تعادلات
    [one] تعادل واحد
    [two] تعادلان
    [few] { $count } تعادلات
   *[other] { $count } تعادلًا
}
lab-mean-length = متوسط الطول بالخطوات: { $length }
lab-pairing = الثنائي
lab-a-wins = فاز أ
lab-draws-column = تعادلات
lab-b-wins = فاز ب
lab-report = التقرير
lab-report-loading = جارٍ رسم التقرير…
lab-not-found = لا توجد تجربة كهذه هنا (أو أنها لشخص آخر ولم تنتهِ).
