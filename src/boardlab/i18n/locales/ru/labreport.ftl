### Отчёт лаборатории и отказы лаборатории (см. en/labreport.ftl).

## Заголовки и фразы

labreport-title = Отчёт лаборатории: { $experiment }
labreport-not-reproducible = Невоспроизводимо:
labreport-time-caps-other-games = агенты играли с ограничением времени, поэтому другой запуск даст другие партии.
labreport-time-caps = агенты играли с ограничением времени.
labreport-seed = зерно { $seed }
labreport-seeds = { $count ->
    [one] зерно { $seeds }
   *[other] зёрна { $seeds }
}
labreport-only-puzzles = Из { $file } ({ $seeds }); партий нет, только задачи.
labreport-summary = { $count ->
    [one] { $count } партия
    [few] { $count } партии
   *[many] { $count } партий
} в { $variants ->
    [one] { $variants } варианте
   *[other] { $variants } вариантах
} из { $file } ({ $seeds }, предел ходов { $limit } шагов; партия, остановленная пределом, считается ничьей{ $opening }). Доли — это доли партий, в скобках 95-процентный интервал.
labreport-opening = { $count ->
    [one] ; каждая пара партий начиналась со своего { $count } случайного шага, места менялись
   *[other] ; каждая пара партий начиналась со своих { $count } случайных шагов, места менялись
}
labreport-unknown = ?
labreport-pairing = { $a } – { $b }
labreport-interval = ({ $low }–{ $high })
labreport-no-decisive-game = нет результативных партий
labreport-share = { $share } ({ $low }–{ $high }) из { $count }, p = { $p }
labreport-elo-infinite = ∞
labreport-per-game = { $pairing }, на партию: { $counters }
labreport-endings = { $pairing }, окончания: { $endings }
labreport-repeated = { $count ->
    [one] { $pairing }, повторяющиеся партии: различаются лишь { $distinct } из { $count } партии (`opening = N` в эксперименте разнообразит их)
   *[other] { $pairing }, повторяющиеся партии: различаются лишь { $distinct } из { $count } партий (`opening = N` в эксперименте разнообразит их)
}
labreport-ending-count = { $ending } ({ $count })
labreport-by-seed = { $pairing }, доля первого игрока среди результативных партий по зёрнам: { $shares }; согласуются ли зёрна? хи-квадрат { $chi2 } при { $df } степенях свободы, p = { $p }
labreport-seed-share = зерно { $seed }: { $share }
labreport-comparison = Сравнение вариантов
labreport-comparison-intro = { $count ->
    [one] { $count } тест
    [few] { $count } теста
   *[many] { $count } тестов
} (доля побед первого игрока, доля ничьих, средняя длина; каждые два варианта с одной и той же парой), с поправкой Холма; значимых на уровне { $alpha }: { $significant }.
labreport-comparison-none = По этим партиям ни одно различие между вариантами не значимо.
labreport-yes = да
labreport-no = нет
labreport-page-title = { $experiment } – лаборатория boardlab

## Таблица варианта

labreport-col-pairing = пара (A – B)
labreport-col-games = партии
labreport-col-first-wins = победы первого игрока
labreport-col-first-share = доля первого игрока среди результативных партий (p против 50 %)
labreport-col-draws = ничьи
labreport-col-limit = остановлены пределом
labreport-col-length = медиана длины (межквартильный размах)
labreport-col-branching = ветвление
labreport-col-decided = решена на
labreport-col-lead-changes = смены лидера
labreport-col-drama = драматизм
labreport-col-score = очки A
labreport-col-elo = Эло A–B

## Меры игрового дизайна и почему какой-то нет

labreport-col-measure = мера (партии всех пар)
labreport-col-value = значение (95-процентный интервал)
labreport-measure-branching-factor = коэффициент ветвления
labreport-measure-decisiveness = решительность
labreport-measure-drama = драматизм
labreport-measure-lead-changes = смены лидера
labreport-measure-uncertainty = неопределённость
labreport-measure-clarity = ясность
labreport-measure-coverage = охват
labreport-measure-repetition = повторение
labreport-measure-stalemate-share = доля патов
labreport-measure-skill-trace = след мастерства
labreport-unmeasured-seats = в игре более чем для двух мест ни одна сторона не впереди
labreport-unmeasured-no-evaluation-ahead = у игры нет оценки, которая сказала бы, кто впереди
labreport-unmeasured-no-decisive-game = нет результативных партий
labreport-unmeasured-no-decisive-evaluated = нет результативных партий с оценкой двух сторон
labreport-unmeasured-no-evaluation-leads = у игры нет оценки двух сторон, которая сказала бы, кто лидирует
labreport-unmeasured-no-game = нет партий
labreport-unmeasured-no-step = ни в одной партии не сделано ни шага
labreport-unmeasured-built-board = доска { $game } складывается из её фигур: у неё нет постоянного набора полей для охвата
labreport-unmeasured-no-squares = ходы { $game } не называют полей (большой ход comet называет группу и направление)
labreport-unmeasured-no-move = ни в одной партии не сделано ни хода
labreport-unmeasured-no-games = нет партий
labreport-unmeasured-no-replay = ни одну партию не удалось воспроизвести
labreport-unmeasured-two-seats = постоянный оценщик оценивает позиции одной стороны против другой: только для двух мест
labreport-unmeasured-no-evaluator = у игры нет оценки для поиска постоянного оценщика
labreport-unmeasured-no-open-position = нет открытой позиции для оценки
labreport-unmeasured-no-two-moves = нет позиции с двумя ходами для сравнения
labreport-unmeasured-no-ladder = в этих партиях нет лестницы уровней: запустите 'boardlab lab ladder GAME' (каждый уровень против уровня ниже)
labreport-unmeasured-cooperative = кооперативная игра: у мест общий результат, поэтому ни один уровень не побеждает другой

## Как закончились партии

labreport-ending-unfinished = не закончена (предел ходов)
labreport-ending-a-player = игрок
labreport-ending-a-cell = поле

## Сравнение вариантов

labreport-col-variant = вариант
labreport-col-value-short = значение
labreport-col-pairing-short = пара
labreport-col-metric = показатель
labreport-col-p-holm = p (Холм)
labreport-col-significant = значимо
labreport-metric-first-player-win-rate = доля побед первого игрока
labreport-metric-draw-rate = доля ничьих
labreport-metric-mean-length = средняя длина

## Сложность целей comet

labreport-goals = цели comet: сложность
labreport-goals-intro = Оптимальные решения из { $starts } случайных начал на цель (глубина решателя { $depth }); сначала самые трудные.
labreport-col-rank = место
labreport-col-goal = цель
labreport-col-solved = решено в пределах глубины
labreport-col-solved-within = решено не более чем за { $within }
labreport-col-mean-optimal = средняя оптимальная длина
labreport-col-median = медиана
labreport-col-optimal-starts = оптимальная длина: начала

## Графики: заголовки, оси и легенды

labreport-plot-variant-rates = победы первого игрока и ничьи
labreport-plot-lengths = гистограмма длин
labreport-plot-outcomes = результаты
labreport-plot-branching = коэффициент ветвления по шагам
labreport-plot-curves = кривые оценки
labreport-legend-games = { $pairing } ({ $count ->
    [one] { $count } партия
    [few] { $count } партии
   *[many] { $count } партий
})
labreport-axis-length = длина партии (шаги, по одному на ход)
labreport-axis-games = партии (число)
labreport-first-wins = победа первого игрока
labreport-second-wins = победа второго игрока
labreport-draws = ничьи
labreport-axis-result = результат (отрезки: 95-процентный интервал Уилсона)
labreport-axis-share = доля партий (%)
labreport-axis-step = номер шага
labreport-axis-legal-steps = допустимые шаги (среднее по партиям)
labreport-legend-sample = { $pairing }, партия { $number }: { $result }
labreport-axis-evaluation = оценка с точки зрения стороны { $seat }
labreport-axis-evaluation-scale = (−1 проигрыш … +1 выигрыш)
labreport-result-drawn = ничья
labreport-result-unfinished = остановлена пределом ходов
labreport-result-won = победа: { $seat }
labreport-axis-variant = вариант (номера как у разделов ниже; первая пара)
labreport-axis-share-interval = доля партий (%, 95-процентный интервал)

## Отказы лаборатории в веб-приложении

error-lab-no-file = Нет файла результатов лаборатории { $name }
error-lab-unreadable = Не удаётся прочитать { $name }: { $detail }
error-lab-no-experiment = Нет эксперимента лаборатории { $id }
error-lab-log-in = Войдите, чтобы запускать эксперименты: лаборатория для учётных записей
error-lab-log-in-mine = Войдите, чтобы увидеть свои эксперименты
error-lab-name = Название: дайте эксперименту название длиной от 1 до { $limit } символов
error-lab-unknown-game = Игра: { $detail }
error-lab-no-variants = Варианты: добавьте хотя бы один вариант (все его параметры могут быть по умолчанию)
error-lab-no-pairings = Пары: добавьте хотя бы одну пару из двух агентов
error-lab-too-many-pairings = Пары: не больше { $limit } на эксперимент, получено { $count }
error-lab-pairing-size = Пары: пара { $number } должна называть двух агентов, получено { $count }
error-lab-agent = Пары: агент { $agent } не предлагается в веб-лаборатории; выберите из { $agents }
error-lab-no-games = Партии: хотя бы 1 партия на вариант и пару, получено { $count }
error-lab-move-limit = Предел ходов: от 1 до { $limit } шагов, получено { $count }
error-lab-experiment = Эксперимент недопустим: { $detail }
error-lab-too-many-variants = Варианты: не больше { $limit } на эксперимент, а эти параметры дают { $count }
error-lab-too-many-games = Партии: в этом эксперименте партий: { $count } (вариантов { $variants } × пар { $pairings } × партий { $games }); веб-лаборатория играет не больше { $limit } на эксперимент
error-lab-active-cap = { $count ->
    [one] У вас { $count } эксперимент в очереди или в работе — больше учётной записи нельзя; дождитесь окончания одного или отмените один
    [few] У вас { $count } эксперимента в очереди или в работе — больше учётной записи нельзя; дождитесь окончания одного или отмените один
   *[many] У вас { $count } экспериментов в очереди или в работе — больше учётной записи нельзя; дождитесь окончания одного или отмените один
}
error-lab-daily-cap = Учётная запись может запустить { $limit } партий за 24 часа; вы запустили { $today }, а в этом эксперименте { $count }
error-lab-no-games-yet = В эксперименте ещё нет партий; отчёт появится с первой партией
error-lab-not-yours = Отменить эксперимент может только запустившая его учётная запись
error-lab-ended = { $state ->
    [done] Эксперимент уже завершён; отменить можно только ожидающий или идущий
    [cancelled] Эксперимент уже отменён; отменить можно только ожидающий или идущий
    [failed] Эксперимент уже прерван ошибкой; отменить можно только ожидающий или идущий
   *[other] Эксперимент уже окончен ({ $state }); отменить можно только ожидающий или идущий
}
