# Runs AWS CLI commands one after another in this one process, through the CLI's own entry script (the path given,
# e.g. /usr/bin/aws, run as __main__ each time), so a dozen commands cost one interpreter start instead of twelve.
# Reads one JSON array of arguments per line on stdin; writes one JSON line per command on stdout:
# {"code": exit code, "stdout": ..., "stderr": ...}. Run by wireClients.system.test.ts with the CLI's interpreter.
import contextlib
import io
import json
import runpy
import sys

entry = sys.argv[1]
results = sys.stdout
for line in sys.stdin:
    out, err = io.StringIO(), io.StringIO()
    code = 0
    sys.argv = [entry, *json.loads(line)]
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            runpy.run_path(entry, run_name="__main__")
        except SystemExit as e:
            code = e.code if isinstance(e.code, int) else (0 if e.code is None else 1)
    results.write(json.dumps({"code": code, "stdout": out.getvalue(), "stderr": err.getvalue()}) + "\n")
    results.flush()
