/**
 * boardlab's stand-in for the Java program's own Host class, compiled in its place beside the
 * program's rules and players: that Host draws the board with Java 3D, which is not installed,
 * and only its VERBOSE switch is read by the alpha-beta player. Quiet, and hosts no games.
 */
public class Host {
    public static boolean VERBOSE = false;
    public static int SLEEP = 0;

    public static int hostGame(BoardGame game, Player player1, Player player2, boolean graphics, String dirName) {
        throw new UnsupportedOperationException("boardlab's driver hosts no games; it is driven line by line");
    }
}
