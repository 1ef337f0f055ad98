import java.io.ByteArrayOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A warm javac, resident in a compile sandbox (see javac-server.ts; trusted code, built by the runner at start-up).
 * Compiles on the main thread, one request at a time, with the working directory the runner fills and empties between
 * requests, so relative paths and diagnostics read exactly as a cold `javac` in /box.
 *
 * Protocol. stdin, one request per line: fields separated by NUL, the first the request id, the others javac's
 * arguments. stdout, per request: `K <id> <exit> <cpuMs> <outBytes> <errBytes>\n` then javac's stdout and stderr bytes.
 * At start-up, after compiling the warm-up sample `args[0]` (a .java file) `args[1]` times into /tmp: `READY\n`.
 */
public final class JavacServer {
  public static void main(String[] args) throws Exception {
    OutputStream protocol = new FileOutputStream(FileDescriptor.out);
    // nothing else may write to the protocol stream
    System.setOut(new PrintStream(new FileOutputStream(FileDescriptor.err), true));
    com.sun.management.OperatingSystemMXBean os =
        (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
    warmUp(Path.of(args[0]), Integer.parseInt(args[1]));
    protocol.write("READY\n".getBytes(StandardCharsets.US_ASCII));
    protocol.flush();
    InputStream in = System.in;
    for (List<String> request = readRequest(in); request != null; request = readRequest(in)) {
      String id = request.get(0);
      String[] javacArgs = request.subList(1, request.size()).toArray(new String[0]);
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      ByteArrayOutputStream err = new ByteArrayOutputStream();
      long cpu0 = os.getProcessCpuTime();
      int exit = compile(javacArgs, out, err);
      long cpuMs = (os.getProcessCpuTime() - cpu0) / 1_000_000L;
      String head = "K " + id + " " + exit + " " + cpuMs + " " + out.size() + " " + err.size() + "\n";
      protocol.write(head.getBytes(StandardCharsets.US_ASCII));
      out.writeTo(protocol);
      err.writeTo(protocol);
      protocol.flush();
    }
  }

  /** What the javac launcher does, with its two writers (default charset, as System.out/err) captured. */
  static int compile(String[] args, OutputStream out, OutputStream err) {
    Charset cs = Charset.defaultCharset();
    PrintWriter o = new PrintWriter(new java.io.OutputStreamWriter(out, cs));
    PrintWriter e = new PrintWriter(new java.io.OutputStreamWriter(err, cs));
    int exit;
    try {
      exit = new com.sun.tools.javac.main.Main("javac", o, e).compile(args).exitCode;
    } catch (Throwable t) {
      exit = 4; // javac's ABNORMAL: the runner compiles this one cold and restarts the server
    }
    o.flush();
    e.flush();
    return exit;
  }

  static void warmUp(Path sample, int times) throws IOException {
    Path dir = Files.createTempDirectory("warm");
    Path src = dir.resolve(sample.getFileName());
    Files.copy(sample, src);
    for (int i = 0; i < times; i++) {
      compile(
          new String[] {"-XDstringConcat=inline", "-encoding", "UTF-8", "-proc:none", "-implicit:none", "-d",
              dir.resolve("out").toString(), src.toString()},
          OutputStream.nullOutputStream(), OutputStream.nullOutputStream());
    }
  }

  /** One line split at NUL; null at the end of input. */
  static List<String> readRequest(InputStream in) throws IOException {
    ByteArrayOutputStream line = new ByteArrayOutputStream();
    for (int b = in.read(); b != '\n'; b = in.read()) {
      if (b < 0) return null;
      line.write(b);
    }
    List<String> fields = new ArrayList<>();
    for (String f : line.toString(StandardCharsets.UTF_8).split("\0", -1)) fields.add(f);
    return fields;
  }
}
