# reversi3d — Simplified Chinese. Translated from en.ftl (the source); the same message ids in each file.
# Reversi's words as its players use them: see docs/translating.md.

## The window

window-title = reversi3d — 黑白棋


## Levels, variants, starts and other options (menus)
# (menus' messages below)
level-beginner = 入门
level-novice = 新手
level-casual = 休闲
level-improver = 进阶
level-intermediate = 中级
level-skilled = 熟练
level-club = 俱乐部
level-advanced = 高级
level-expert = 专家
level-master = 大师
level-tournament = 国际大师
level-grandmaster = 特级大师
level-champion = 冠军
level-engine = 引擎
level-beginner-description = 用简单的格子表只看一步；经常走偏
level-novice-description = 看两步，懂行动力和角；经常走偏
level-casual-description = 看三步，算清最后 8 格；较常走偏
level-improver-description = 看三步，算清最后 8 格；有时走偏
level-intermediate-description = 看四步，算清最后 10 格；有时走偏
level-skilled-description = 看五步，最后 12 格完美；偶尔走偏
level-club-description = 看五步，最后 12 格完美；很少走偏
level-advanced-description = 看六步，最后 13 格完美
level-expert-description = 看八步，最后 14 格完美
level-master-description = 看九步，最后 18 格完美
level-tournament-description = 用学习的评估看六步，最后 18 格完美
level-grandmaster-description = 用学习的评估看八步，最后 18 格完美
level-champion-description = 用学习的评估看十二步，最后 20 格完美
level-engine-description = 全力：选择性搜索 22 步，每步最多 4.5 秒，最后 24 格完美
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
start-two-players-subtitle = 两人在本机轮流对弈
start-watch = 观战
start-watch-subtitle = 电脑自己对弈
start-last-used = 上次使用：按回车
start-last-used-only = 上次使用
start-your-games = 你的对局
start-your-games-subtitle = 复盘、继续或删除已保存的对局；你的战绩
start-rules-group = 规则与选项
start-display-group = 显示
start-resume =
    继续未完成的对局
    （第 { $move } 步，{ $dark } 对 { $light }）
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
setting-legal-dots = 合法落子点：{ $state ->
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
games-open = 打开…（Ctrl+O）
games-open-cancel = 停止等待
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
games-unreadable-reason = { $date } · { $reason }
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
games-imported = 导入的对局，不计入战绩
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
games-export-exists = 之前已导出为 GGF：{ $name }
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
side-dark = 黑方
side-light = 白方
side-who-you = 你
side-who-player = 玩家
side-who-computer = 电脑，{ $level }
side-card-you = 你
side-card-player = 玩家
side-card-computer = 电脑 · { $level }
result-wins = { $side }胜
result-tie = 平局
result-you-win = 你赢了！
result-computer-wins = 电脑获胜
result-nobody-wins = 无人获胜
class-best = 最佳着法
class-good = 好棋
class-inaccuracy = 不精确
class-mistake = 失误
class-blunder = 严重失误

## Board, status and move list
# (HUD's messages below)
hud-undo = 悔棋
hud-redo = 重做
hud-hint = 提示
hud-copy = 复制
hud-save = 保存
hud-analyse = 分析
hud-moves = 棋谱
hud-no-moves = （暂无）
hud-discs-left = 剩余 { $count } 子
hud-reverse = 反向规则
hud-move = 第 { $number } 步
hud-reviewing = 复盘：第 { $number } 步，共 { $total } 步
hud-review-keys = ← / →, Home / End
hud-game-over = 对局结束
hud-to-move = 轮到{ $side }（{ $who }）
hud-thinking = { $side }（{ $who }）思考中...
hud-centre = 请下在中央四格
hud-pass = { $side }无处可下，弃权
hud-left-book = 第 { $number } 步脱离开局库
hud-in-book = 仍在开局库中
hud-title = reversi3d — { $state }
hud-title-review = 复盘
hud-title-game-over = 对局结束
hud-title-thinking = 电脑思考中
hud-title-to-move = 轮到{ $side }
hud-title-your-move = 轮到你
hud-title-computer-move = 轮到电脑

## Notices
# (notices below)
notice-refused-game-over = 对局已结束
notice-refused-taken = { $square }：该格已有棋子
notice-refused-no-flips = { $square }：没有可翻转的棋子
notice-refused-centre-first = { $square }：前四枚棋子须下在 d4、e4、d5 和 e5
notice-refused-no-discs = { $side }已没有棋子
notice-refused-must-move = { $side }有合法着法，不能弃权
notice-game-over-reviewing = 对局已结束，按实际着法保留：正在复盘（← / →，End）
notice-analyse-first = 请先分析对局（A）以查看最佳变化
notice-analysis-failed = 无法进行分析：{ $error }
notice-other-window = 另一个 reversi3d 窗口（进程 { $process }）保存着未完成的对局；本窗口的对局改为存入已保存的对局中。
notice-unfinished-unreadable = 无法读取未完成的对局：{ $error }
notice-unfinished-left = 无法读取 { $path } 中未完成的对局（{ $error }）；文件保留原处
notice-nothing-to-paste = 没有可粘贴的内容：{ $error }
notice-no-clipboard-paste = 没有可粘贴的内容：没有剪贴板
notice-no-folder = 没有保存对局的文件夹
notice-saved = 已保存为 { $file }
notice-saved-ggf = 已保存为 GGF：{ $file }
notice-finished-saved = 对局已保存到“你的对局”：{ $file }
notice-screenshot = 截图已保存：{ $path }
notice-screenshot-failed = 无法将截图保存到 { $folder }：{ $error }
notice-screenshot-not-written = 无法保存截图 { $path }
notice-save-failed = 无法将对局保存到 { $folder }：{ $error }
notice-save-when-completed = 引擎正在下完这局棋；完成后将连同比分一起保存
notice-loaded = 已载入 { $file }
notice-loaded-passed-over = 已载入 { $file } · { $count ->
        [1] 不是对局的文件：{ $skipped }
       *[other] { $count } 个不是对局的文件，最新的是 { $skipped }
    }
notice-cannot-load = 无法载入 { $error }
notice-no-saved-game = 还没有已保存的对局
notice-copied = 已复制：{ $moves }
notice-copy-failed = 无法复制（{ $error }）：{ $moves }
notice-no-clipboard-copy = 没有剪贴板：{ $moves }
notice-pasted = 已粘贴：第 { $number } 步，轮到{ $side }
notice-pasted-over = 已粘贴：对局已结束
notice-cannot-paste = 无法粘贴：{ $error }
notice-paste-no-game = 无法粘贴：这不是棋谱（f5 d6 c3 …），也不是保存的对局、GGF 对局或棋盘
notice-paste-empty = 没有可粘贴的内容：剪贴板是空的或只有空格
notice-paste-not-text = 没有可粘贴的内容：剪贴板中的内容不是文本
notice-clipboard-busy = 没有可粘贴的内容：另一个应用正在使用剪贴板，请等一下再粘贴
notice-paste-too-large = 无法粘贴：文本大小为 { $size } MiB，保存的对局最多 { $max } MiB
error-at-line = 第 { $line } 行：{ $error }
error-at-move = 第 { $number } 步：{ $error }
error-in-file = { $file }：{ $error }
error-file-too-large = 文件大小为 { $size } MiB，保存的对局最多 { $max } MiB
error-file-over-limit = 超出 { $max } MiB，保存的对局最多 { $max } MiB
error-file-not-text = 不是文本（第 { $n } 个 byte 不是 UTF-8）
error-file-pipe = 不是文件
error-file-device = 不是文件
error-file-folder = 不是文件（文件夹）
error-file-not-found = 没有这个文件
error-file-no-permission = 无法读取
error-not-a-square = { $text } 不是棋盘上的格子（应为 a1 到 h8 之一）
error-illegal = { $square } 不是{ $side }的合法着法（{ $why }）
error-after-game-over = { $square } 下在对局结束之后
error-board-squares = 棋盘有 { $count } 格，应为 64 格
error-board-too-long = 棋盘有 { $count } 个字符，应为 64 格和轮到的一方
error-squares-before-side = 轮到的一方前面有 { $count } 格，应为 64 格
error-board-cell = { $square }：{ $found } 不是 X、O 或 -
error-side-to-move = 轮到的一方 { $found } 不是 X 或 O
notice-keep-failed = 无法保存未完成的对局：{ $error }
notice-set-aside = 之前未完成的对局已保存为 { $file }
notice-set-aside-failed = 无法另存未完成的对局（{ $error }）；本局不会被保存

## Scoring screen
# (scoring screen's messages below)
score-not-over = 对局尚未结束
score-wins-on-time = { $side }超时胜
score-completing = { $side }超时负；引擎正在下完这局棋...
score-rules-classic = 经典规则：棋子多者胜
score-rules-reverse = 反向规则：棋子少者胜
score-on-board = 盘面棋子：黑方 { $dark } - 白方 { $light }
score-recorded-empties = 记录比分（{ $count } 个空格归胜方）：{ $dark } - { $light }
score-completed = { $side }超时负；引擎已下完这局棋：黑方 { $dark } - 白方 { $light }
score-recorded-time-default = 记录比分（超时判负：按下完的结果，胜方至少赢一子）：{ $dark } - { $light }
score-play-again = 再来一局
score-start-screen = 开始界面
score-save = 保存
score-copy = 复制棋谱
score-analyse = 分析
score-save-ggf = 保存 GGF
score-keys = ← / →：复盘各步。A：分析
score-sheet = 棋谱表

## Analysis
# (analysis panel's messages below)
analysis-title = 分析
analysis-running = 正在分析对局...
analysis-stop = 停止
analysis-progress = 分析中：{ $done } / { $total } 个局面（从终局开始）
analysis-aside-running = 正在分析：第 { $done } / { $total } 个局面…
analysis-aside-ready = 分析已完成：后退一步（←）即可在棋盘旁查看。
analysis-opening = 开局：{ $opening }
analysis-who-imported = 导入的棋步
analysis-who-from = { $who }，从第 { $number } 步起
analysis-side-totals = { $side }（{ $who }）：准确率 { $accuracy }%，损失 { $count } 子
analysis-graph-dark = 黑方 +{ $scale }
analysis-graph-light = 白方 +{ $scale }
analysis-graph-legend = 线上方表示黑方领先。实心：精确值；浅色：估计值。点击或拖动可跳到某一步。
analysis-graph-legend-now = 线上方表示黑方领先。实心：精确值；浅色：估计值。
analysis-worst = { $side }的最差着法
analysis-no-worst = 无：没有一步损失超过 2 子
analysis-row-pass = { $number } 弃权
analysis-best = 最佳 { $square }（{ $value }）
analysis-keys = B：在棋盘上显示最佳变化。← / →：逐步查看。
analysis-end = 对局结束。
analysis-now = 对局进行中：轮到{ $side }。
analysis-placement = { $number } 开局摆放。
analysis-passes = { $number } { $side }弃权。
analysis-exact = 精确
analysis-estimate = 估计
analysis-played-best = { $number } { $side }下在 { $square }（{ $value }，{ $kind }）：最佳着法。
analysis-played-loss = { $number } { $side }下在 { $square }（{ $value }），{ $class ->
    [good] 好棋
    [inaccuracy] 不精确
    [mistake] 失误
   *[blunder] 严重失误
}，损失 { $loss } 子；最佳 { $best }（{ $best_value }，{ $kind }）。

## Opening a file (the desktop's file chooser)

open-choosing = 正在选择文件…
open-no-portal = 此桌面没有文件选择器（没有 XDG 门户）：请将对局文件拖放到窗口中
open-already = 文件选择器已经打开
open-failed = 文件选择器出错：{ $error }
open-not-local = 无法打开 { $uri }：不是这台电脑上的文件
open-title = 打开对局
open-game-files = 黑白棋对局（.txt、.ggf）
open-all-files = 所有文件

## Keys
# (key list's messages below)
key-click-keys = 点击，或方向键 + Enter / Space
key-click = 在某格落子
key-type-keys = 输入格子名，例如 f5
key-type = 在该格落子
key-undo-keys = Ctrl+Z / Ctrl+Shift+Z, Ctrl+Y
key-undo = 悔棋 / 重做
key-hints-keys = H
key-hints = 提示：每步的价值，以子数计（粗体：精确；浅色：估计）
key-dots-keys = L
key-dots = 合法落子点 显示 / 隐藏
key-copy-keys = Ctrl+C / Ctrl+V
key-copy = 复制棋谱 / 粘贴棋谱或局面
key-save-keys = Ctrl+S
key-save = 保存对局及其棋谱表
key-save-ggf-keys = Ctrl+Shift+S
key-save-ggf = 将对局保存为 GGF
key-open-keys = Ctrl+O
key-open = 用桌面的文件选择器打开对局文件（或拖放到窗口中）
key-review-keys = ← / →, Home / End
key-review = 对局后：复盘各步（悔棋 / 重做亦可）
key-analyse-keys = A / B
key-analyse = 对局后：分析（图表、最差着法）/ 在棋盘上显示最佳变化
key-step-keys = Page Up / Page Down
key-step = 双人对局中：后退 / 前进
key-sound-keys = M
key-sound = 声音 开 / 关
key-theme-keys = T
key-theme = 高对比度主题 开 / 关
key-turn-keys = 右键拖动，滚轮，V 或中键单击
key-turn = 旋转棋盘，缩放，恢复原来的角度
key-fullscreen-keys = F11
key-fullscreen = 全屏 开 / 关
key-zoom-keys = Ctrl+= / Ctrl+- / Ctrl+0
key-zoom = 文字和面板放大 / 缩小 / 恢复 100%
key-screenshot-keys = F12
key-screenshot = 截图
key-esc-keys = Esc
key-esc = 暂停菜单（对局后：开始界面）
key-menus-keys = Tab，方向键，Enter
key-menus = 开始界面和暂停菜单：选择按钮，按下
key-help-keys = F1 或 ?
key-help = 本列表（按 Esc 关闭）
