# reversi3d — Japanese. Translated from en.ftl (the source); the same message ids in each file.
# Reversi's words as its players use them: see docs/translating.md.

## The window

window-title = reversi3d — リバーシ


## Levels, variants, starts and other options (menus)
# (menus' messages below)
level-beginner = 入門
level-novice = 初級
level-casual = 初中級
level-improver = 中級
level-intermediate = 中上級
level-skilled = 上級
level-club = 初段
level-advanced = 二段
level-expert = 三段
level-master = 五段
level-tournament = 七段
level-grandmaster = 九段
level-champion = 名人
level-engine = 最強
level-beginner-description = 簡単なマスの評価表で1手先を読む。よく悪手を打つ
level-novice-description = 2手先を読み、着手可能数と隅を知っている。よく悪手を打つ
level-casual-description = 3手先を読み、最後の8マスを完全読み。悪手がやや多い
level-improver-description = 3手先を読み、最後の8マスを完全読み。時々悪手を打つ
level-intermediate-description = 4手先を読み、最後の10マスを完全読み。時々悪手を打つ
level-skilled-description = 5手先を読み、最後の12マスを完全読み。悪手は少ない
level-club-description = 5手先を読み、最後の12マスを完全読み。悪手はまれ
level-advanced-description = 6手先を読み、最後の13マスを完全読み
level-expert-description = 8手先を読み、最後の14マスを完全読み
level-master-description = 9手先を読み、最後の18マスを完全読み
level-tournament-description = 学習した評価で6手先を読み、最後の18マスを完全読み
level-grandmaster-description = 学習した評価で8手先を読み、最後の18マスを完全読み
level-champion-description = 学習した評価で12手先を読み、最後の20マスを完全読み
level-engine-description = 全力：22手先まで選択的に探索、1手最大4.5秒、最後の24マスを完全読み
option-variant-classic = 通常
option-variant-reverse = 逆
option-start-standard = 標準
option-start-alternate = 交差
option-start-dark-top = 平行、黒が上
option-start-dark-bottom = 平行、黒が下
option-start-dark-left = 平行、黒が左
option-start-dark-right = 平行、黒が右
option-start-empty-centre = 中央が空（歴史的）
option-supply-shared = 共通の石
option-supply-strict = 各32個（厳格）
option-supply-borrow = 各32個（借りる）
option-speed-instant = なし
option-speed-slow = 遅い
option-speed-normal = 普通
option-speed-fast = 速い
option-quality-low = 低
option-quality-medium = 中
option-quality-high = 高
option-hints-quick = 速い
option-hints-normal = 普通
option-hints-deep = 深い

## Start screen
# (start screen's messages below)
start-title = reversi3d
start-play-dark = 黒で対局
start-play-dark-subtitle =
    あなたが先手で
    コンピューターと対局
start-play-light = 白で対局
start-play-light-subtitle =
    コンピューターが先手
    あなたが後手
start-two-players = 二人で対局
start-two-players-subtitle =
    二人が交互に
    この画面で打つ
start-watch = 観戦
start-watch-subtitle =
    コンピューター同士の
    対局
start-last-used = 前回の選択：Enterキー
start-last-used-only = 前回の選択
start-your-games = 対局の記録
start-your-games-subtitle = 保存した対局の振り返り・再開・削除と成績
start-rules-group = ルールとオプション
start-display-group = 表示
start-resume =
    中断した対局を再開
    （{ $move }手目、{ $dark } 対 { $light }）
start-press-enter = Enterキー
start-load-last = 最後に保存した対局を開く
start-paste-help = Ctrl+Vで棋譜や盤面を貼り付け、または保存した対局をウィンドウにドロップ。対局中はF1か?でキー一覧。
language = 言語
language-system = システム（{ $name }）

## Pause menu and settings rows
# (pause menu's messages below)
pause-title = 一時停止
pause-waiting = 時計とコンピューターは待機中です。
pause-resume = 再開
pause-new-game = 新しい対局
pause-your-games = 対局の記録
pause-options = オプション
pause-quit = スタート画面に戻る
pause-esc = Esc：再開
setting-level = コンピューターのレベル：{ $name }（{ $count }段階中{ $number }）
setting-variant-classic = ルール：通常（石の多い方が勝ち）
setting-variant-reverse = ルール：逆（石の少ない方が勝ち）
setting-start-random = 初期配置：ランダム
setting-start = 初期配置：{ $name }
setting-supply = 石：{ $name }
setting-empties = 空きマスを勝者に：{ $state ->
        [on] オン
       *[off] オフ
    }
setting-clock-off = 持ち時間：なし
setting-clock = 持ち時間：各{ $minutes }分
setting-alternate = 対局ごとに色を交代：{ $state ->
        [on] オン
       *[off] オフ
    }
setting-speed = アニメーション：{ $name }
setting-legal-dots = 候補手表示：{ $state ->
        [on] オン
       *[off] オフ
    }（L）
setting-sound = 音：{ $state ->
        [on] オン
       *[off] オフ
    }（M）
setting-theme-standard = テーマ：標準（T）
setting-theme-high-contrast = テーマ：ハイコントラスト（T）
setting-quality = 画質：{ $name }
setting-text-size = 文字サイズ：{ $percent }%
setting-hints = ヒント：{ $name }
setting-threads-auto = スレッド：1コアを除く全コア（{ $count }）
setting-threads = スレッド：{ $count }
setting-volume = 音量 { $percent }%
setting-volume-off = 音量 { $percent }%（オフ）
setting-file-kept-aside = 設定ファイルを読めませんでした（{ $error }）。既定値を使い、古いファイルは { $path } として残しました。
setting-file-left = 設定ファイルを読めず（{ $error }）、退避もできませんでした（{ $reason }）。既定値を使い、ファイルはそのままです。
setting-file-unreadable = 設定ファイルを読めませんでした（{ $error }）。既定値を使い、ファイルはそのままで、今の変更は保存されません。
setting-file-not-saved = 設定を { $path } に保存できませんでした：{ $error }

## Your games and your record
# (games list's messages below)
games-open = 開く…（Ctrl+O）
games-open-cancel = 待つのをやめる
games-title = 対局の記録
games-close = 閉じる（Esc）
games-undo = 削除を取り消す
games-no-folder = 対局を保存するフォルダーがありません
games-reading = 対局フォルダーを読み込み中…
games-none-yet = 保存した対局はまだありません。Ctrl+Sで { $folder } に保存します。
games-none-match = 条件に合う対局はありません。
games-newer = < 新しい
games-older = 古い >
games-page = { $page } / { $pages } ページ
games-filter-result = 結果：{ $result ->
        [won] 勝ち
        [drawn] 引き分け
        [lost] 負け
        [unfinished] 未完了
       *[all] すべて
    }
games-filter-opponent = 相手：{ $opponent ->
        [level] { $level }
        [two] 二人対局
       *[all] すべて
    }
games-filter-variant = ルール：{ $variant ->
        [classic] 通常
        [reverse] 逆
       *[any] すべて
    }
games-count = { $total ->
       *[other] { $total }局
    }
games-count-filtered = { $total }局中{ $shown }局
games-review = 振り返り
games-resume = 再開
games-copy = コピー
games-ggf = GGF
games-delete = 削除
games-not-a-game = 対局ではありません：{ $name }
games-unreadable-reason = { $date } · { $reason }
games-result-unfinished = 未完了
games-result-draw = 引き分け { $a }–{ $b }
games-result-won = 勝ち { $a }–{ $b }
games-result-won-on-time = 時間切れ勝ち { $a }–{ $b }
games-result-lost = 負け { $a }–{ $b }
games-result-lost-on-time = 時間切れ負け { $a }–{ $b }
games-result-dark-won = 黒の勝ち { $a }–{ $b }
games-result-dark-won-on-time = 黒の時間切れ勝ち { $a }–{ $b }
games-result-light-won = 白の勝ち { $a }–{ $b }
games-result-light-won-on-time = 白の時間切れ勝ち { $a }–{ $b }
games-players-computer = コンピューター・{ $level }
games-players-you-dark = あなた（黒）対 { $computer }
games-players-you-light = { $computer } 対 あなた（白）
games-players-vs = { $dark } 対 { $light }
games-players-two = 二人対局
games-imported = 読み込んだ対局、成績に入らない
games-player-you = あなた
games-player-other = プレイヤー
games-player-computer = コンピューター、{ $level }
games-start = 初期配置：{ $start }
games-moves = { $count ->
       *[other] { $count }手
    }
games-copied = 棋譜をコピーしました：{ $moves }
games-copy-failed = コピーできませんでした（{ $error }）：{ $moves }
games-no-clipboard = クリップボードがありません：{ $moves }
games-exported = GGFで書き出しました：{ $name }
games-export-exists = GGFで書き出し済みです：{ $name }
games-export-failed = { $name } を書き出せませんでした：{ $error }
games-deleted = { $name } を削除しました（ゴミ箱フォルダーへ移動）
games-delete-failed = { $name } を削除できませんでした：{ $error }
games-put-back = { $name } を元に戻しました
games-put-back-failed = 元に戻せませんでした：{ $error }
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
record-title = コンピューターとの成績
record-level = { $level }：{ $games ->
       *[other] { $games }局
    }、{ $won }勝 { $drawn }分 { $lost }敗、平均 { $margin } 石
record-level-none = { $level }：まだ対局がありません
record-short = あなた 対 { $level }：{ $won }勝 { $drawn }分 { $lost }敗、平均 { $margin } 石
record-short-none = あなた 対 { $level }：終局した対局はまだありません
record-ladder-level = { $level } { $rating }
record-list-separator = {"、"}
record-rating = あなたのレーティング ≈ { $rating }（{ $games ->
       *[other] { $games }局
    }から）。レベル：{ $ladder }
record-rating-none = あなたのレーティング：コンピューターとの対局を終えてください。レベル：{ $ladder }
record-last = 直近{ $count }局：
record-legend = （緑 勝ち、灰 引き分け、赤 負け）

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
hud-no-moves = （まだありません）
hud-discs-left = 残り{ $count }個
hud-reverse = 逆ルール
hud-move = { $number }手目
hud-reviewing = 振り返り：{ $total }手中{ $number }手目
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
notice-refused-taken = { $square }：すでに石があります
notice-refused-no-flips = { $square }：返せる石がありません
notice-refused-centre-first = { $square }：最初の4個の石はd4、e4、d5、e5に置きます
notice-refused-no-discs = { $side }の石がもうありません
notice-refused-must-move = { $side }は打てる手があるのでパスできません
notice-game-over-reviewing = 対局は終わり、打たれたとおりに残ります：振り返り中（← / →、End）
notice-analyse-first = 最善の手順を見るには、まず対局を解析してください（A）
notice-analysis-failed = 解析できませんでした：{ $error }
notice-other-window = 別の reversi3d ウィンドウ（プロセス { $process }）が中断した対局を保持しています。このウィンドウの対局は保存した対局のほうに保持されます。
notice-unfinished-unreadable = 中断した対局を読み込めません：{ $error }
notice-unfinished-left = { $path } の中断した対局を読み込めませんでした（{ $error }）。そのまま残します
notice-nothing-to-paste = 貼り付けるものがありません：{ $error }
notice-no-clipboard-paste = 貼り付けるものがありません：クリップボードがありません
notice-no-folder = 対局を保存するフォルダーがありません
notice-saved = { $file } として保存しました
notice-saved-ggf = GGF で保存しました：{ $file }
notice-finished-saved = 対局を { $file } として保存しました（対局の記録）
notice-screenshot = スクリーンショットを保存しました：{ $path }
notice-screenshot-failed = スクリーンショットを { $folder } に保存できませんでした：{ $error }
notice-screenshot-not-written = スクリーンショット { $path } を保存できませんでした
notice-save-failed = { $folder } に対局を保存できませんでした：{ $error }
notice-save-when-completed = エンジンが対局を最後まで打っています。終わったらスコアとともに保存します
notice-loaded = 読み込みました：{ $file }
notice-loaded-passed-over = 読み込みました：{ $file } · { $count ->
        [1] 対局ではないファイル：{ $skipped }
       *[other] 対局ではないファイル（{ $count }）：{ $skipped } など
    }
notice-cannot-load = 読み込めません：{ $error }
notice-no-saved-game = 保存した対局はまだありません
notice-copied = コピーしました：{ $moves }
notice-copy-failed = コピーできませんでした（{ $error }）：{ $moves }
notice-no-clipboard-copy = クリップボードがありません：{ $moves }
notice-pasted = 貼り付けました：{ $number }手目、{ $side }の番
notice-pasted-over = 貼り付けました：終局
notice-cannot-paste = 貼り付けできません：{ $error }
notice-paste-no-game = 貼り付けできません：棋譜（f5 d6 c3 …）でも、保存した対局でも、GGF の対局でも、盤面でもありません
notice-paste-empty = 貼り付けるものがありません：クリップボードが空か、空白だけです
notice-paste-not-text = 貼り付けるものがありません：クリップボードにあるのはテキストではありません
notice-clipboard-busy = 貼り付けるものがありません：ほかのプログラムがクリップボードを使っています。少し待ってからやり直してください
notice-paste-too-large = 貼り付けできません：テキストの大きさは { $size } MiB です（保存した対局は最大 { $max } MiB まで）
error-at-line = { $line }行目：{ $error }
error-at-move = { $number }手目：{ $error }
error-in-file = { $file }：{ $error }
error-file-too-large = ファイルの大きさは { $size } MiB です（保存した対局は最大 { $max } MiB まで）
error-file-over-limit = { $max } MiB より大きいファイルです（保存した対局は最大 { $max } MiB まで）
error-file-not-text = テキストではありません（{ $n } バイト目が UTF-8 ではありません）
error-file-pipe = ファイルではありません（パイプ）
error-file-device = ファイルではありません（デバイス）
error-file-folder = ファイルではありません（フォルダー）
error-file-not-found = ファイルがありません
error-file-no-permission = アクセスできません
error-not-a-square = { $text } はマスではありません（手は a-h の文字と 1-8 の数字です）
error-illegal = { $square } は{ $side }の打てる手ではありません（{ $why }）
error-after-game-over = { $square } は対局が終わった後の手です
error-board-squares = 盤面のマスの数が 64 ではなく { $count } です
error-board-too-long = 盤面の文字の数が 64 マスと手番より多い { $count } です
error-squares-before-side = 手番の前のマスの数が 64 ではなく { $count } です
error-board-cell = { $square }：{ $found } は X、O、- のどれでもありません
error-side-to-move = 手番 { $found } は X でも O でもありません
notice-keep-failed = 中断した対局を保持できませんでした：{ $error }
notice-set-aside = 前の中断した対局を { $file } として保存しました
notice-set-aside-failed = 中断した対局を別に保存できませんでした（{ $error }）。この対局は保持されません

## Scoring screen
# (scoring screen's messages below)
score-not-over = 対局はまだ終わっていません
score-wins-on-time = { $side }の時間切れ勝ち
score-completing = { $side }が時間切れ負け。エンジンが対局を最後まで打っています...
score-rules-classic = 通常ルール：石の多いほうが勝ち
score-rules-reverse = 逆ルール：石の少ないほうが勝ち
score-on-board = 盤上の石：黒 { $dark } - 白 { $light }
score-recorded-empties = 記録スコア（空きマス{ $count }個は勝者のもの）：{ $dark } - { $light }
score-completed = { $side }が時間切れ負け。エンジンが最後まで打ちました：黒 { $dark } - 白 { $light }
score-recorded-time-default = 記録スコア（時間切れ：打ち終えた結果、最低1石差の勝ち）：{ $dark } - { $light }
score-play-again = もう一局
score-start-screen = スタートへ
score-save = 保存
score-copy = 棋譜コピー
score-analyse = 解析
score-save-ggf = GGFで保存
score-keys = ← / →：手順を振り返る。A：解析
score-sheet = 棋譜用紙

## Analysis
# (analysis panel's messages below)
analysis-title = 解析
analysis-running = 対局を解析中...
analysis-stop = 停止
analysis-progress = 解析中：{ $total }局面中{ $done }（終盤から）
analysis-aside-running = 解析中：{ $total }局面中{ $done }…
analysis-aside-ready = 解析が終わりました：1手戻る（←）と盤の横に表示されます。
analysis-opening = 定石：{ $opening }
analysis-who-imported = 読み込んだ手
analysis-who-from = { $who }、{ $number }手目から
analysis-side-totals = { $side }（{ $who }）：正確さ{ $accuracy }%、損失{ $count }石
analysis-graph-dark = 黒 +{ $scale }
analysis-graph-light = 白 +{ $scale }
analysis-graph-legend = 線より上は黒が優勢。濃い色：正確な値、薄い色：推定値。クリックまたはドラッグでその手へ。
analysis-graph-legend-now = 線より上は黒が優勢。濃い色：正確な値、薄い色：推定値。
analysis-worst = { $side }の悪手
analysis-no-worst = なし：2石より多く損した手はありません
analysis-row-pass = { $number } パス
analysis-best = 最善 { $square }（{ $value }）
analysis-keys = B：最善の手順を盤上に。← / →：一手ずつ。
analysis-end = 終局です。
analysis-now = 対局中です。{ $side }の番です。
analysis-placement = { $number } 初期配置の石。
analysis-passes = { $number } { $side }はパス。
analysis-exact = 正確
analysis-estimate = 推定
analysis-played-best = { $number } { $side }が{ $square }（{ $value }、{ $kind }）：最善手。
analysis-played-loss = { $number } { $side }が{ $square }（{ $value }）、{ $class ->
    [good] 好手
    [inaccuracy] 緩手
    [mistake] 悪手
   *[blunder] 大悪手
}で{ $loss }石の損。最善は{ $best }（{ $best_value }、{ $kind }）。

## Opening a file (the desktop's file chooser)

open-choosing = ファイルを選択中…
open-no-portal = このデスクトップにはファイル選択画面がありません（XDG ポータルなし）。対局ファイルをウィンドウにドロップしてください
open-already = ファイル選択画面はすでに開いています
open-failed = ファイル選択画面でエラーが発生しました：{ $error }
open-not-local = { $uri } を開けません：このコンピューター上のファイルではありません
open-title = 対局を開く
open-game-files = リバーシの対局（.txt、.ggf）
open-all-files = すべてのファイル

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
key-open-keys = Ctrl+O
key-open = デスクトップのファイル選択画面で対局ファイルを開く（ウィンドウにドロップしても可）
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
key-turn-keys = 右ドラッグ、ホイール、V または中クリック
key-turn = 盤を回す、ズーム、元の表示に戻す
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
