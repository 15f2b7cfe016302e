# reversi3d — Simplified Chinese. Translated from en.ftl (the source); the same message ids in each file.
# Reversi's words as its players use them: see docs/translating.md.

## The window

window-title = reversi3d — 黑白棋


## Levels, variants, starts and other options (menus)
# (menus' messages below)

## Start screen
# (start screen's messages below)

## Pause menu and settings rows
# (pause menu's messages below)

## Your games and your record
# (games list's messages below)

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
notice-save-failed = 无法将对局保存到 { $folder }：{ $error }
notice-save-when-completed = 引擎正在下完这局棋；完成后将连同比分一起保存
notice-loaded = 已载入 { $file }
notice-cannot-load = 无法载入 { $error }
notice-no-saved-game = 还没有已保存的对局
notice-copied = 已复制：{ $moves }
notice-copy-failed = 无法复制（{ $error }）：{ $moves }
notice-no-clipboard-copy = 没有剪贴板：{ $moves }
notice-pasted = 已粘贴：第 { $number } 步，轮到{ $side }
notice-cannot-paste = 无法粘贴：{ $error }
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
analysis-opening = 开局：{ $opening }
analysis-side-totals = { $side }（{ $who }）：准确率 { $accuracy }%，损失 { $count } 子
analysis-graph-dark = 黑方 +{ $scale }
analysis-graph-light = 白方 +{ $scale }
analysis-graph-legend = 线上方表示黑方领先。实心：精确值；浅色：估计值。点击或拖动可跳到某一步。
analysis-worst = { $side }的最差着法
analysis-no-worst = 无：没有一步损失超过 2 子
analysis-row-pass = { $number } 弃权
analysis-best = 最佳 { $square }（{ $value }）
analysis-keys = B：在棋盘上显示最佳变化。← / →：逐步查看。
analysis-end = 对局结束。
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
key-turn-keys = 右键拖动，滚轮
key-turn = 旋转棋盘，缩放
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
