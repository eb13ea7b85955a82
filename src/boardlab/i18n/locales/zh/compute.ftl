# 对局页面上电脑的工作：思考中的提示，以及服务器启动后引擎预热的那一分钟
# (docs/ai.md，"The first minute")。
compute-thinking = 电脑正在思考…
compute-thinking-warming-up = 电脑正在思考…（引擎仍在预热：在准备好之前，由更快、更浅的搜索来应对）
compute-analysis-warming-up = （服务器启动后引擎仍在预热：这次搜索比平时更快、更浅。）
