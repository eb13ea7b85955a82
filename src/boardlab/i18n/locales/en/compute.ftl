# The computer's work on the game page: its thinking, and the minute after the server starts
# while its engines warm up (docs/ai.md, "The first minute").
compute-thinking = The computer is thinking…
compute-thinking-warming-up = The computer is thinking… (its engine is still warming up: until it is ready, replies come from a quicker, shallower search)
compute-analysis-warming-up = (The engine is still warming up after the server's start: this search was quicker and shallower than usual.)
