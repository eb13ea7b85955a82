# 対局ページでのコンピューターの処理：思考中の表示と、サーバー起動直後にエンジンを準備している間
# (docs/ai.md「The first minute」)。
compute-thinking = コンピューターが考えています…
compute-thinking-warming-up = コンピューターが考えています…（エンジンを準備中です。準備ができるまでは、より速く浅い探索で応手します）
compute-analysis-warming-up = （サーバー起動後、エンジンはまだ準備中です。今回の探索は通常より速く浅いものです。）
