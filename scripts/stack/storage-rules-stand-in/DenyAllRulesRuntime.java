// A stand-in for the Cloud Storage rules runtime that firebase-tools' Storage
// emulator starts (`java -jar <runtime> serve`, firebase-tools
// lib/emulator/storage/rules/runtime.js), for machines without the real jar.
// It speaks the runtime's protocol, one JSON object a line on stdin and
// stdout: a ready line (id -1), `load_ruleset` and `verify`. It evaluates no
// rules: it refuses every `verify`, and loads only a ruleset that denies
// everything (compared as source with comments and whitespace removed), so
// it can never stand in for rules it does not evaluate. Any other ruleset is
// answered with an error: the emulator then loads none and refuses every
// client request, and says why in its log.
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public final class DenyAllRulesRuntime {
  /** storage.rules' deny-all ruleset, normalised (see normalise). */
  static final String DENY_ALL =
      "rules_version='2';servicefirebase.storage{match/b/{bucket}/o{match/{allPaths=**}{allowread,write:iffalse;}}}";

  static final String REFUSED_RULES =
      "The local stack's stand-in rules runtime evaluates no rules: it loads only the deny-all storage.rules "
          + "(read, write and list refused for every client). Put the real rules runtime jar in the firebase cache "
          + "(~/.cache/firebase/emulators) to run other rules.";

  public static void main(String[] args) throws Exception {
    PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    out.println("{\"id\":-1,\"status\":\"ok\",\"result\":{\"runtime\":\"deny-all stand-in\"}}");
    String line;
    while ((line = in.readLine()) != null) {
      if (line.isBlank()) continue;
      out.println(answer(line));
    }
  }

  /** The answer line to one request line. */
  static String answer(String line) {
    Object id = null;
    try {
      Map<?, ?> request = (Map<?, ?>) new Json(line).value();
      id = request.get("id");
      Object action = request.get("action");
      Map<?, ?> context = request.get("context") instanceof Map ? (Map<?, ?>) request.get("context") : Map.of();
      if ("load_ruleset".equals(action)) {
        String source = rulesetSource(context.get("source"));
        if (source != null && DENY_ALL.equals(normalise(source))) {
          return "{\"id\":" + idJson(id) + ",\"status\":\"ok\",\"result\":{\"rulesVersion\":2},\"errors\":[],\"warnings\":[]}";
        }
        return "{\"id\":" + idJson(id) + ",\"status\":\"ok\",\"errors\":[" + quote(REFUSED_RULES) + "],\"warnings\":[]}";
      }
      if ("verify".equals(action)) {
        return "{\"id\":" + idJson(id) + ",\"status\":\"ok\",\"result\":{\"permit\":false},\"errors\":[],\"warnings\":[]}";
      }
      return "{\"id\":" + idJson(id) + ",\"status\":\"ok\",\"errors\":[" + quote("Unknown action: " + action) + "],\"warnings\":[]}";
    } catch (RuntimeException e) {
      return "{\"id\":" + idJson(id) + ",\"status\":\"ok\",\"errors\":[" + quote("Unreadable request: " + e.getMessage()) + "],\"warnings\":[]}";
    }
  }

  /** The content of the ruleset's one file, or null when it has another shape. */
  static String rulesetSource(Object source) {
    if (!(source instanceof Map)) return null;
    Object files = ((Map<?, ?>) source).get("files");
    if (!(files instanceof List) || ((List<?>) files).size() != 1) return null;
    Object file = ((List<?>) files).get(0);
    if (!(file instanceof Map)) return null;
    Object content = ((Map<?, ?>) file).get("content");
    return content instanceof String ? (String) content : null;
  }

  /** Rules source without comments and whitespace, with one kind of quote. */
  static String normalise(String source) {
    String text = source.replaceAll("(?s)/\\*.*?\\*/", "").replaceAll("//[^\\n]*", "");
    return text.replaceAll("\\s+", "").replace('"', '\'');
  }

  static String idJson(Object id) {
    if (id instanceof Double && ((Double) id) == Math.rint((Double) id)) return String.valueOf(((Double) id).longValue());
    return id == null ? "null" : id instanceof String ? quote((String) id) : String.valueOf(id);
  }

  static String quote(String s) {
    StringBuilder b = new StringBuilder("\"");
    for (char c : s.toCharArray()) {
      switch (c) {
        case '"': b.append("\\\""); break;
        case '\\': b.append("\\\\"); break;
        case '\n': b.append("\\n"); break;
        case '\r': b.append("\\r"); break;
        case '\t': b.append("\\t"); break;
        default:
          if (c < 0x20) b.append(String.format("\\u%04x", (int) c));
          else b.append(c);
      }
    }
    return b.append('"').toString();
  }

  /** A small JSON reader: objects, arrays, strings, numbers (as doubles), true, false, null. */
  static final class Json {
    private final String s;
    private int i;

    Json(String s) {
      this.s = s;
    }

    Object value() {
      Object v = read();
      skip();
      if (i != s.length()) throw new IllegalArgumentException("trailing text at " + i);
      return v;
    }

    private void skip() {
      while (i < s.length() && Character.isWhitespace(s.charAt(i))) i++;
    }

    private Object read() {
      skip();
      if (i >= s.length()) throw new IllegalArgumentException("unexpected end");
      char c = s.charAt(i);
      if (c == '{') return object();
      if (c == '[') return array();
      if (c == '"') return string();
      if (s.startsWith("true", i)) { i += 4; return Boolean.TRUE; }
      if (s.startsWith("false", i)) { i += 5; return Boolean.FALSE; }
      if (s.startsWith("null", i)) { i += 4; return null; }
      int start = i;
      while (i < s.length() && "+-0123456789.eE".indexOf(s.charAt(i)) >= 0) i++;
      if (start == i) throw new IllegalArgumentException("unexpected '" + c + "' at " + i);
      return Double.parseDouble(s.substring(start, i));
    }

    private Map<String, Object> object() {
      Map<String, Object> map = new LinkedHashMap<>();
      i++;
      skip();
      if (s.charAt(i) == '}') { i++; return map; }
      while (true) {
        skip();
        String key = string();
        skip();
        expect(':');
        map.put(key, read());
        skip();
        if (s.charAt(i) == ',') { i++; continue; }
        expect('}');
        return map;
      }
    }

    private List<Object> array() {
      List<Object> list = new ArrayList<>();
      i++;
      skip();
      if (s.charAt(i) == ']') { i++; return list; }
      while (true) {
        list.add(read());
        skip();
        if (s.charAt(i) == ',') { i++; continue; }
        expect(']');
        return list;
      }
    }

    private String string() {
      expect('"');
      StringBuilder b = new StringBuilder();
      while (true) {
        char c = s.charAt(i++);
        if (c == '"') return b.toString();
        if (c != '\\') { b.append(c); continue; }
        char e = s.charAt(i++);
        switch (e) {
          case 'n': b.append('\n'); break;
          case 't': b.append('\t'); break;
          case 'r': b.append('\r'); break;
          case 'b': b.append('\b'); break;
          case 'f': b.append('\f'); break;
          case 'u': b.append((char) Integer.parseInt(s.substring(i, i + 4), 16)); i += 4; break;
          default: b.append(e);
        }
      }
    }

    private void expect(char c) {
      if (i >= s.length() || s.charAt(i) != c) throw new IllegalArgumentException("expected '" + c + "' at " + i);
      i++;
    }
  }
}
