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
