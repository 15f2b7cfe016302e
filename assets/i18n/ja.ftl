# reversi3d — Japanese. Translated from en.ftl (the source); the same message ids in each file.
# Reversi's words as its players use them: see docs/translating.md.

## The window

window-title = reversi3d — リバーシ


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
side-dark = 黒
side-light = 白
side-who-you = あなた
side-who-player = プレイヤー
side-who-computer = コンピューター、{ $level }
side-card-you = あなた
side-card-player = プレイヤー
side-card-computer = コンピューター · { $level }
result-wins = { $side }の勝ち
result-tie = 引き分け
result-you-win = あなたの勝ち！
result-computer-wins = コンピューターの勝ち
result-nobody-wins = 勝者なし
class-best = 最善手
class-good = 好手
class-inaccuracy = 緩手
class-mistake = 悪手
class-blunder = 大悪手

## Board, status and move list
# (HUD's messages below)
hud-undo = 戻す
hud-redo = 進める
hud-hint = ヒント
hud-copy = コピー
hud-save = 保存
hud-analyse = 解析
hud-moves = 棋譜
hud-no-moves = (まだありません)
hud-discs-left = 残り{ $count }個
hud-reverse = 逆ルール
hud-move = { $number }手目
hud-reviewing = 振り返り: { $total }手中{ $number }手目
hud-review-keys = ← / →, Home / End
hud-game-over = 終局
hud-to-move = { $side }の番（{ $who }）
hud-thinking = { $side }（{ $who }）が考え中...
hud-centre = 中央のマスに置いてください
hud-pass = { $side }は打てる場所がないのでパス
hud-left-book = { $number }手目で定石を外れた
hud-in-book = 定石どおり
hud-title = reversi3d — { $state }
hud-title-review = 振り返り
hud-title-game-over = 終局
hud-title-thinking = コンピューターが考え中
hud-title-to-move = { $side }の番
hud-title-your-move = あなたの番
hud-title-computer-move = コンピューターの番

## Notices
# (notices below)
notice-refused-game-over = 対局は終わっています
notice-refused-taken = { $square }: すでに石があります
notice-refused-no-flips = { $square }: 返せる石がありません
notice-refused-centre-first = { $square }: 最初の4個の石はd4、e4、d5、e5に置きます
notice-refused-no-discs = { $side }の石がもうありません
notice-refused-must-move = { $side }は打てる手があるのでパスできません
notice-game-over-reviewing = 対局は終わり、打たれたとおりに残ります: 振り返り中（← / →、End）
notice-analyse-first = 最善の手順を見るには、まず対局を解析してください（A）
notice-analysis-failed = 解析できませんでした: { $error }
notice-other-window = 別の reversi3d ウィンドウ（プロセス { $process }）が中断した対局を保持しています。このウィンドウの対局は保存した対局のほうに保持されます。
notice-unfinished-unreadable = 中断した対局を読み込めません: { $error }
notice-unfinished-left = { $path } の中断した対局を読み込めませんでした（{ $error }）。そのまま残します
notice-nothing-to-paste = 貼り付けるものがありません: { $error }
notice-no-clipboard-paste = 貼り付けるものがありません: クリップボードがありません
notice-no-folder = 対局を保存するフォルダーがありません
notice-saved = { $file } として保存しました
notice-saved-ggf = GGF で保存しました: { $file }
notice-save-failed = { $folder } に対局を保存できませんでした: { $error }
notice-save-when-completed = エンジンが対局を最後まで打っています。終わったらスコアとともに保存します
notice-loaded = 読み込みました: { $file }
notice-cannot-load = 読み込めません: { $error }
notice-no-saved-game = 保存した対局はまだありません
notice-copied = コピーしました: { $moves }
notice-copy-failed = コピーできませんでした（{ $error }）: { $moves }
notice-no-clipboard-copy = クリップボードがありません: { $moves }
notice-pasted = 貼り付けました: { $number }手目、{ $side }の番
notice-cannot-paste = 貼り付けできません: { $error }
notice-keep-failed = 中断した対局を保持できませんでした: { $error }
notice-set-aside = 前の中断した対局を { $file } として保存しました
notice-set-aside-failed = 中断した対局を別に保存できませんでした（{ $error }）。この対局は保持されません

## Scoring screen
# (scoring screen's messages below)
score-not-over = 対局はまだ終わっていません
score-wins-on-time = { $side }の時間切れ勝ち
score-completing = { $side }が時間切れ負け。エンジンが対局を最後まで打っています...
score-rules-classic = 通常ルール: 石の多いほうが勝ち
score-rules-reverse = 逆ルール: 石の少ないほうが勝ち
score-on-board = 盤上の石: 黒 { $dark } - 白 { $light }
score-recorded-empties = 記録スコア（空きマス{ $count }個は勝者のもの）: { $dark } - { $light }
score-completed = { $side }が時間切れ負け。エンジンが最後まで打ちました: 黒 { $dark } - 白 { $light }
score-recorded-time-default = 記録スコア（時間切れ: 打ち終えた結果、最低1石差の勝ち）: { $dark } - { $light }
score-play-again = もう一局
score-start-screen = スタート画面
score-save = 保存
score-copy = 棋譜をコピー
score-analyse = 解析
score-save-ggf = GGFで保存
score-keys = ← / →: 手順を振り返る。A: 解析
score-sheet = 棋譜用紙

## Analysis
# (analysis panel's messages below)
analysis-title = 解析
analysis-running = 対局を解析中...
analysis-stop = 停止
analysis-progress = 解析中: { $total }局面中{ $done }（終盤から）
analysis-opening = 定石: { $opening }
analysis-side-totals = { $side }（{ $who }）: 正確さ { $accuracy }%、損失 { $count }石
analysis-graph-dark = 黒 +{ $scale }
analysis-graph-light = 白 +{ $scale }
analysis-graph-legend = 線より上は黒が優勢。濃い色: 正確な値、薄い色: 推定値。クリックまたはドラッグでその手へ。
analysis-worst = { $side }の悪手
analysis-no-worst = なし: 2石より多く損した手はありません
analysis-row-pass = { $number } パス
analysis-best = 最善 { $square }（{ $value }）
analysis-keys = B: 最善の手順を盤上に。← / →: 一手ずつ。
analysis-end = 終局です。
analysis-placement = { $number } 初期配置の石。
analysis-passes = { $number } { $side }はパス。
analysis-exact = 正確
analysis-estimate = 推定
analysis-played-best = { $number } { $side }が{ $square }（{ $value }、{ $kind }）: 最善手。
analysis-played-loss = { $number } { $side }が{ $square }（{ $value }）、{ $class ->
    [good] 好手
    [inaccuracy] 緩手
    [mistake] 悪手
   *[blunder] 大悪手
}で{ $loss }石の損。最善は{ $best }（{ $best_value }、{ $kind }）。

## Keys
# (key list's messages below)
key-click-keys = クリック、または矢印キー + Enter / Space
key-click = マスに打つ
key-type-keys = マスを入力（例: f5）
key-type = そこに打つ
key-undo-keys = Ctrl+Z / Ctrl+Shift+Z, Ctrl+Y
key-undo = 戻す / 進める
key-hints-keys = H
key-hints = ヒント: 各手の価値を石数で（太字: 正確、薄字: 推定）
key-dots-keys = L
key-dots = 打てるマスの点 表示 / 非表示
key-copy-keys = Ctrl+C / Ctrl+V
key-copy = 棋譜をコピー / 棋譜または局面を貼り付け
key-save-keys = Ctrl+S
key-save = 対局と棋譜用紙を保存
key-save-ggf-keys = Ctrl+Shift+S
key-save-ggf = 対局を GGF で保存
key-review-keys = ← / →, Home / End
key-review = 対局後: 手順を振り返る（戻す / 進めるでも）
key-analyse-keys = A / B
key-analyse = 対局後: 解析（グラフ、悪手） / 最善の手順を盤上に
key-step-keys = Page Up / Page Down
key-step = 2人対局中: 戻る / 進む
key-sound-keys = M
key-sound = 音 オン / オフ
key-theme-keys = T
key-theme = ハイコントラスト テーマ オン / オフ
key-turn-keys = 右ドラッグ、ホイール
key-turn = 盤を回す、ズーム
key-fullscreen-keys = F11
key-fullscreen = 全画面 オン / オフ
key-zoom-keys = Ctrl+= / Ctrl+- / Ctrl+0
key-zoom = 文字とパネルを大きく / 小さく / 100%に戻す
key-screenshot-keys = F12
key-screenshot = スクリーンショット
key-esc-keys = Esc
key-esc = ポーズメニュー（対局後: スタート画面）
key-menus-keys = Tab、矢印キー、Enter
key-menus = スタート画面とポーズメニュー: ボタンを選ぶ、押す
key-help-keys = F1 または ?
key-help = この一覧（Esc で閉じる）
