#!/usr/bin/env python3
"""Record a port's answers into an oracle trace with expectations (docs/oracle.md, "A worked cross-check").

    python3 record_trace.py CALLS.jsonl TRACE.jsonl [--as PROVIDER] [--against PROVIDER]
    java -jar launcher/target/engine-launcher.jar oracle --check TRACE.jsonl

CALLS.jsonl holds oracle requests, one a line, without "expect". For each, port_answer() computes the result the
way the port does and the request is written to TRACE.jsonl with "expect": that result. Replace port_answer() with a
call into your port. The stand-in here asks the oracle itself under a provider (--as, default "faithful"), so
replaying the trace against the other one (--against fixed) shows what a divergence report looks like. TRACE.jsonl
must not exist yet. Python 3 standard library only.
"""
import argparse
import json
import os
import subprocess
import sys

JAR = os.environ.get("ENGINE_JAR", "launcher/target/engine-launcher.jar")


class StandInPort:
    """A port stand-in: the engine's oracle under one provider, asked for exact bits (hexFloats)."""

    def __init__(self, provider):
        self.provider = provider
        self.proc = subprocess.Popen(["java", "-jar", JAR, "oracle"], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True, encoding="utf-8")

    def port_answer(self, request):
        ask = dict(request, provider=self.provider, hexFloats=True)
        ask.pop("expect", None)
        self.proc.stdin.write(json.dumps(ask) + "\n")
        self.proc.stdin.flush()
        answer = json.loads(self.proc.stdout.readline())
        if not answer["ok"]:
            raise SystemExit("line %s: %s" % (answer["line"], answer["error"]["message"]))
        return answer["result"]

    def close(self):
        self.proc.stdin.close()
        self.proc.wait()


def main(argv):
    parser = argparse.ArgumentParser(description="record a port's answers into an oracle trace with expectations")
    parser.add_argument("calls")
    parser.add_argument("trace")
    parser.add_argument("--as", dest="port", default="faithful", help="the provider standing in for the port")
    parser.add_argument("--against", help="the provider the trace's requests name (default: none, faithful)")
    a = parser.parse_args(argv)
    against = a.against
    port = StandInPort(a.port)
    try:
        with open(a.calls, encoding="utf-8") as src, open(a.trace, "x", encoding="utf-8") as out:
            for line in src:
                if not line.strip():
                    continue
                request = json.loads(line)
                request["expect"] = port.port_answer(request)
                if against:
                    request["provider"] = against
                out.write(json.dumps(request) + "\n")
    finally:
        port.close()


if __name__ == "__main__":
    main(sys.argv[1:])
