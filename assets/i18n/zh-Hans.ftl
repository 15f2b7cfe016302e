# reversi3d — Simplified Chinese. Translated from en.ftl (the source); the same message ids in each file.
# Reversi's words as its players use them: see docs/translating.md.

## The window

window-title = reversi3d — 黑白棋


## Levels, variants, starts and other options (menus)
# (menus' messages below)
level-beginner = 入门
level-novice = 新手
level-casual = 休闲
level-club = 俱乐部
level-expert = 专家
level-master = 大师
level-engine = 引擎
level-beginner-description = 用简单的格子表只看一步；经常走偏
level-novice-description = 看两步，懂行动力和角；有时走偏
level-casual-description = 看三步，算清最后 8 格；略带随机
level-club-description = 看五步，最后 12 格完美；很少走偏
level-expert-description = 看七步，最后 14 格完美
level-master-description = 看九步，最后 18 格完美
level-engine-description = 全力：选择性搜索 20 步，每步最多 4.5 秒，最后 20 格完美
option-variant-classic = 经典
option-variant-reverse = 反转
option-start-standard = 标准
option-start-alternate = 交叉
option-start-dark-top = 平行，黑方在上
option-start-dark-bottom = 平行，黑方在下
option-start-dark-left = 平行，黑方在左
option-start-dark-right = 平行，黑方在右
option-start-empty-centre = 中心空（历史）
option-supply-shared = 共用棋子
option-supply-strict = 各 32 枚（严格）
option-supply-borrow = 各 32 枚（可借）
option-speed-instant = 无
option-speed-slow = 慢
option-speed-normal = 正常
option-speed-fast = 快
option-quality-low = 低
option-quality-medium = 中
option-quality-high = 高
option-hints-quick = 快速
option-hints-normal = 正常
option-hints-deep = 深入

## Start screen
# (start screen's messages below)
start-title = reversi3d
start-play-dark = 执黑
start-play-dark-subtitle = 你先走，对战电脑
start-play-light = 执白
start-play-light-subtitle = 电脑先走，你应对
start-two-players = 双人对战
start-two-players-subtitle = 两人在这台屏幕上轮流下
start-watch = 观战
start-watch-subtitle = 电脑自己对弈
start-last-used = 上次使用：按回车
start-last-used-only = 上次使用
start-your-games = 你的对局
start-your-games-subtitle = 复盘、继续或删除已保存的对局；你的战绩
start-rules-group = 规则与选项
start-display-group = 显示
start-resume = 继续未完成的对局（第 { $move } 步，{ $dark } 对 { $light }）
start-press-enter = 按回车
start-load-last = 打开最近保存的对局
start-paste-help = 用 Ctrl+V 粘贴棋谱或棋盘，或把保存的对局拖到窗口上。对局中按 F1 或 ? 查看按键。
language = 语言
language-system = 系统（{ $name }）

## Pause menu and settings rows
# (pause menu's messages below)
pause-title = 已暂停
pause-waiting = 计时器和电脑都在等待。
pause-resume = 继续
pause-new-game = 新对局
pause-your-games = 你的对局
pause-options = 选项
pause-quit = 返回开始界面
pause-esc = Esc：继续
setting-level = 电脑难度：{ $name }（第 { $number } 级，共 { $count } 级）
setting-variant-classic = 规则：经典（棋子多者胜）
setting-variant-reverse = 规则：反转（棋子少者胜）
setting-start-random = 开局布置：随机
setting-start = 开局布置：{ $name }
setting-supply = 棋子：{ $name }
setting-empties = 空格归胜者：{ $state ->
        [on] 开
       *[off] 关
    }
setting-clock-off = 计时：关
setting-clock = 计时：每方 { $minutes } 分钟
setting-alternate = 每局交换颜色：{ $state ->
        [on] 开
       *[off] 关
    }
setting-speed = 动画：{ $name }
setting-legal-dots = 合法格子上的圆点：{ $state ->
        [on] 开
       *[off] 关
    }（L）
setting-sound = 声音：{ $state ->
        [on] 开
       *[off] 关
    }（M）
setting-theme-standard = 主题：标准（T）
setting-theme-high-contrast = 主题：高对比度（T）
setting-quality = 画质：{ $name }
setting-text-size = 文字大小：{ $percent }%
setting-hints = 提示：{ $name }
setting-threads-auto = 线程：除一个外的所有核心（{ $count }）
setting-threads = 线程：{ $count }
setting-volume = 音量 { $percent }%
setting-volume-off = 音量 { $percent }%（关）
setting-file-kept-aside = 无法读取设置文件（{ $error }）；已使用默认设置，旧文件保存为 { $path }。
setting-file-left = 无法读取设置文件（{ $error }），也无法移开（{ $reason }）；已使用默认设置，文件保持原样。
setting-file-unreadable = 无法读取设置文件（{ $error }）；已使用默认设置，文件保持原样，现在所做的选择不会保存。
setting-file-not-saved = 无法将设置保存到 { $path }：{ $error }

## Your games and your record
# (games list's messages below)
games-title = 你的对局
games-close = 关闭（Esc）
games-undo = 撤销删除
games-no-folder = 没有保存对局的文件夹
games-reading = 正在读取对局文件夹…
games-none-yet = 还没有保存的对局。Ctrl+S 把对局保存到 { $folder }。
games-none-match = 没有符合这些筛选条件的对局。
games-newer = < 较新
games-older = 较旧 >
games-page = 第 { $page } 页，共 { $pages } 页
games-filter-result = 结果：{ $result ->
        [won] 胜
        [drawn] 平局
        [lost] 负
        [unfinished] 未完成
       *[all] 全部
    }
games-filter-opponent = 对手：{ $opponent ->
        [level] { $level }
        [two] 双人
       *[all] 全部
    }
games-filter-variant = 规则：{ $variant ->
        [classic] 经典
        [reverse] 反转
       *[any] 全部
    }
games-count = { $total ->
       *[other] { $total } 局
    }
games-count-filtered = { $total } 局中的 { $shown } 局
games-review = 复盘
games-resume = 继续
games-copy = 复制
games-ggf = GGF
games-delete = 删除
games-not-a-game = 不是对局：{ $name }
games-result-unfinished = 未完成
games-result-draw = 平局 { $a }–{ $b }
games-result-won = 胜 { $a }–{ $b }
games-result-won-on-time = 超时胜 { $a }–{ $b }
games-result-lost = 负 { $a }–{ $b }
games-result-lost-on-time = 超时负 { $a }–{ $b }
games-result-dark-won = 黑方胜 { $a }–{ $b }
games-result-dark-won-on-time = 黑方超时胜 { $a }–{ $b }
games-result-light-won = 白方胜 { $a }–{ $b }
games-result-light-won-on-time = 白方超时胜 { $a }–{ $b }
games-players-computer = 电脑 · { $level }
games-players-you-dark = 你（黑方）对 { $computer }
games-players-you-light = { $computer } 对 你（白方）
games-players-vs = { $dark } 对 { $light }
games-players-two = 双人对战
games-player-you = 你
games-player-other = 玩家
games-player-computer = 电脑，{ $level }
games-start = 开局布置：{ $start }
games-moves = { $count ->
       *[other] { $count } 步
    }
games-copied = 已复制棋谱：{ $moves }
games-copy-failed = 无法复制（{ $error }）：{ $moves }
games-no-clipboard = 没有剪贴板：{ $moves }
games-exported = 已导出为 GGF：{ $name }
games-export-failed = 无法导出 { $name }：{ $error }
games-deleted = 已删除 { $name }（移到回收站文件夹）
games-delete-failed = 无法删除 { $name }：{ $error }
games-put-back = 已恢复 { $name }
games-put-back-failed = 无法恢复：{ $error }
games-date = { $year }年{ $month }{ $day }日 { $hour }:{ $minute }
games-month-1 = 1月
games-month-2 = 2月
games-month-3 = 3月
games-month-4 = 4月
games-month-5 = 5月
games-month-6 = 6月
games-month-7 = 7月
games-month-8 = 8月
games-month-9 = 9月
games-month-10 = 10月
games-month-11 = 11月
games-month-12 = 12月
record-title = 你对电脑的战绩
record-level = { $level }：{ $games ->
       *[other] { $games } 局
    }：{ $won } 胜 { $drawn } 平 { $lost } 负，平均 { $margin } 子
record-level-none = { $level }：还没有对局
record-short = 你 对 { $level }：{ $won } 胜 { $drawn } 平 { $lost } 负，平均 { $margin } 子
record-short-none = 你 对 { $level }：还没有下完的对局
record-ladder-level = { $level } { $rating }
record-list-separator = {"、"}
record-rating = 你的等级分 ≈ { $rating }（来自 { $games ->
       *[other] { $games } 局
    }）。难度：{ $ladder }
record-rating-none = 你的等级分：先和电脑下完一局。难度：{ $ladder }
record-last = 最近 { $count } 局：
record-legend = （绿 胜，灰 平，红 负）

## Sides, results and move classes
# (the rules' words below)

## Board, status and move list
# (HUD's messages below)

## Notices
# (notices below)

## Scoring screen
# (scoring screen's messages below)

## Analysis
# (analysis panel's messages below)

## Keys
# (key list's messages below)
