# reversi3d — Japanese. Translated from en.ftl (the source); the same message ids in each file.
# Reversi's words as its players use them: see docs/translating.md.

## The window

window-title = reversi3d — リバーシ


## Levels, variants, starts and other options (menus)
# (menus' messages below)
level-beginner = 入門
level-novice = 初級
level-casual = 中級
level-club = 上級
level-expert = 達人
level-master = 名人
level-engine = 最強
level-beginner-description = 簡単なマスの評価表で1手先を読む。よく悪手を打つ
level-novice-description = 2手先を読み、着手可能数と隅を知っている。時々悪手を打つ
level-casual-description = 3手先を読み、最後の8マスを完全読み。少しランダム
level-club-description = 5手先を読み、最後の12マスを完全読み。悪手はまれ
level-expert-description = 7手先を読み、最後の14マスを完全読み
level-master-description = 9手先を読み、最後の18マスを完全読み
level-engine-description = 全力：20手先まで選択的に探索、1手最大4.5秒、最後の20マスを完全読み
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
start-play-dark-subtitle = あなたが先手でコンピューターと対局
start-play-light = 白で対局
start-play-light-subtitle = コンピューターが先手、あなたが後手
start-two-players = 二人で対局
start-two-players-subtitle = 二人が交互にこの画面で打つ
start-watch = 観戦
start-watch-subtitle = コンピューター同士の対局
start-last-used = 前回の選択：Enterキー
start-last-used-only = 前回の選択
start-your-games = 対局の記録
start-your-games-subtitle = 保存した対局の振り返り・再開・削除、あなたの成績
start-rules-group = ルールとオプション
start-display-group = 表示
start-resume = 中断した対局を再開（{ $move }手目、{ $dark } 対 { $light }）
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
setting-legal-dots = 着手可能マスに点：{ $state ->
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
