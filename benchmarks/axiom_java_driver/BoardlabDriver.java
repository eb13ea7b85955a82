import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;

/**
 * boardlab's driver of the Java AXIOM program (mgoadric/axiom), written for
 * benchmarks/peer_axiom_java.py: one game of the program's Axiom class, driven by one command
 * a line on stdin, each answered on stdout (lists end with a line "end").
 *
 *   board          the program's own listing of the position (Axiom.toString), then "end"
 *   moves          the side to move's legal moves in the program's notation, trimmed, then "end"
 *   play MOVE      play MOVE (one of "moves"): "ok", or "error ..." and nothing changes
 *   think PLY      the program's AlphaBetaPlayer at PLY chooses a move (not played):
 *                  "move MOVE CPU_MS"
 *   status         "status OVER BLACK_WON WHITE_WON" (0 or 1 each, by Axiom.gameOver/hasWon)
 *   quit           end
 */
public class BoardlabDriver {

    private final Axiom game = new Axiom();
    private final Player[] seats = {new AlphaBetaPlayer(Cube.BLACK, Cube.WHITE, 1),
                                    new AlphaBetaPlayer(Cube.WHITE, Cube.BLACK, 1)};

    BoardlabDriver() {
        game.firstPlayer(seats[0]);
        game.secondPlayer(seats[1]);
    }

    private Player toMove() {
        return seats[game.getTurn()];
    }

    private ArrayList<String> moves() {
        ArrayList<String> moves = new ArrayList<String>();
        if (game.gameOver()) {
            return moves;
        }
        for (Integer index : game.legalMoves(toMove())) {
            moves.add(game.showMove(index).trim());
        }
        return moves;
    }

    private String play(String move) {
        ArrayList<String> moves = moves();
        int index = moves.indexOf(move.trim());
        if (index < 0) {
            return "error not a legal move of the side to move: " + move;
        }
        game.makeMove(toMove(), index);
        return "ok";
    }

    private String think(int ply) {
        if (game.gameOver()) {
            return "error the game is over";
        }
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long started = threads.getCurrentThreadCpuTime();
        int turn = game.getTurn();
        AlphaBetaPlayer player = new AlphaBetaPlayer(turn, 1 - turn, ply);
        int index = player.chooseMove(game);
        long cpuMs = (threads.getCurrentThreadCpuTime() - started) / 1000000L;
        game.legalMoves(toMove());  // the move list the index refers to
        return "move " + game.showMove(index).trim() + " " + cpuMs;
    }

    private String status() {
        boolean over = game.gameOver();
        return "status " + (over ? 1 : 0) + " " + (game.hasWon(Cube.BLACK) ? 1 : 0) + " "
            + (game.hasWon(Cube.WHITE) ? 1 : 0);
    }

    private String answer(String line) {
        String[] parts = line.trim().split(" ", 2);
        String command = parts[0];
        String argument = parts.length > 1 ? parts[1] : "";
        if (command.equals("board")) {
            return game.toString().replaceAll("\\n+$", "") + "\nend";
        } else if (command.equals("moves")) {
            return (String.join("\n", moves()) + "\nend").replaceAll("^\\n", "");
        } else if (command.equals("play")) {
            return play(argument);
        } else if (command.equals("think")) {
            return think(Integer.parseInt(argument.trim()));
        } else if (command.equals("status")) {
            return status();
        }
        return "error unknown command: " + line;
    }

    public static void main(String[] args) throws Exception {
        BoardlabDriver driver = new BoardlabDriver();
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String line;
        while ((line = in.readLine()) != null) {
            if (line.trim().equals("quit")) {
                break;
            }
            if (line.trim().isEmpty()) {
                continue;
            }
            System.out.println(driver.answer(line));
            System.out.flush();
        }
    }
}
