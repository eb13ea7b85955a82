# صفحة المباراة: تنبيهات «دورك» والأصوات والنقلات المسبقة، وزرّا المظهر والصوت.

gamepage-theme-to-light = التبديل إلى المظهر الفاتح
gamepage-theme-to-dark = التبديل إلى المظهر الداكن
gamepage-sounds-on = الأصوات مفعّلة (انقر لإيقافها)
gamepage-sounds-off = الأصوات متوقفة (انقر لتفعيلها)
gamepage-your-turn-title = ● دورك — { $title }
gamepage-premove-hint = يمكنك تحضير نقلة مسبقة: انقر نقلتك التالية الآن، وستُلعب فور حلول دورك.
gamepage-premove-started = نقلة مسبقة: { $targets } … (انقر على وجهتها)
gamepage-premove-pending = نقلة مسبقة: { $targets } (تُلعب فور حلول دورك)
gamepage-premove-cancel = إلغاء النقلة المسبقة
gamepage-premove-dropped = لم تكن النقلة المسبقة { $targets } قانونية عند حلول دورك، فأُلغيت.
gamepage-premove-finish = النقلة المسبقة { $targets } تحتاج إلى نقرات أخرى: أكملها على اللوحة.
gamepage-premove-choose = النقلة المسبقة { $targets } تطابق عدة نقلات: اختر واحدة.
