# The lab page (/lab, /lab/experiments/ID): server/lab_pages.py, web/lab.js, web/lab_experiment.js.
lab-nav = Лаборатория
lab-page-title = Лаборатория boardlab
lab-tagline = лаборатория: эксперименты по проверке игр
lab-to-games = назад к играм
lab-back = назад в лабораторию
lab-new = Новый эксперимент
lab-login-needed = Лаборатория — для учётных записей: войдите на главной странице, чтобы запускать эксперименты.
lab-log-in-link = Войти
lab-name = Название
lab-game = Игра
lab-games = Партий на вариант и пару
lab-move-limit = Предел ходов (шагов)
lab-seed = Зерно
lab-variants = Варианты
lab-variants-help = Каждый вариант — это игра с заданными здесь параметрами; остальные сохраняют значения по умолчанию.
lab-variant = Вариант { $number }
lab-no-options = У этой игры нет параметров.
lab-add-variant = Добавить вариант
lab-remove = Убрать
lab-yes = да
lab-no = нет
lab-pairings = Пары
lab-pairings-help = Агент А играет против агента Б; они по очереди занимают каждое место.
lab-agent-a = Агент А
lab-agent-b = Агент Б
lab-add-pairing = Добавить пару
lab-total-games = { $count ->
    [one] В этом эксперименте { $count } партия.
    [few] В этом эксперименте { $count } партии.
    [many] В этом эксперименте { $count } партий.
   *[other] В этом эксперименте { $count } партии.
}
lab-caps = Ограничения: партий в эксперименте — { $games } · вариантов — { $variants } · пар — { $pairings } · ожидающих или идущих экспериментов на учётную запись — { $active } · партий на учётную запись за 24 часа — { $day }
lab-start = Запустить эксперимент
lab-mine = Мои эксперименты
lab-runs-on = Эксперименты продолжаются, даже если закрыть страницу.
lab-none-mine = Вы ещё не запускали экспериментов.
lab-public = Завершённые эксперименты
lab-none-public = Завершённых экспериментов пока нет.
lab-files = Результаты в папке лаборатории
lab-none-files = В папке лаборатории пока нет файлов результатов.
lab-not-results = не файл результатов
lab-col-experiment = Эксперимент
lab-col-owner = Автор
lab-col-status = Состояние
lab-col-progress = Партии
lab-col-file = Файл
lab-status-queued = ждёт
lab-status-running = идёт
lab-status-done = завершён
lab-status-cancelled = отменён
lab-status-failed = прерван ошибкой
lab-progress = Партии: { $done } / { $total }
lab-what = Игра: { $game } · вариантов: { $variants } · пары: { $pairings } · партий на вариант и пару: { $games } · предел ходов: { $limit } · зерно: { $seed }
lab-by = Автор: { $name }
lab-cancel = Отменить эксперимент
lab-failure = Почему он остановился: { $error }
lab-summary = Пока что
lab-first-seat-wins = Победы первого игрока: { $percent }
lab-draws = { $count ->
    [0] ничьих нет
    [one] { $count } ничья
    [few] { $count } ничьи
    [many] { $count } ничьих
   *[other] { $count } ничьей
}
lab-mean-length = Средняя длина в шагах: { $length }
lab-pairing = Пара
lab-a-wins = Победы А
lab-draws-column = Ничьи
lab-b-wins = Победы Б
lab-report = Отчёт
lab-report-loading = Отчёт рисуется…
lab-not-found = Такого эксперимента здесь нет (или он чужой и ещё не завершён).
