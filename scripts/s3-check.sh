#!/usr/bin/env bash
# The object-storage recipes of docs/fleet.md ("Logs in object storage") against a local S3
# server (moto's moto_server, from PyPI, into .build/fleet-venv): uploads the fleet of
# scripts/fleet-duckdb.sh (made first when missing): the first 1,000 logs (logs/000 to
# logs/009) as one object each, and the whole fleet as one tar object; then checks, byte for
# byte, that
#   scripts/s3_tar.py s3://fleet/logs/00 | monsoon-replay replay --each --format json --tar -
# gives the per-session projection's lines the files give for those logs, and that the tar
# object, streamed down, gives the whole hit projection. Prints each step's time.
set -euo pipefail
cd "$(dirname "$0")/.."

fleet=.build/fleet
venv=.build/fleet-venv
[ -f "$fleet/sessions.jsonl" ] || scripts/fleet-duckdb.sh
"$venv/bin/python" -c 'import moto.server, boto3' 2>/dev/null ||
  "$venv/bin/pip" install --quiet 'moto[server]'

tool="$(swift build --show-bin-path)/monsoon-replay"
port=$("$venv/bin/python" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
endpoint="http://127.0.0.1:$port"
"$venv/bin/moto_server" -H 127.0.0.1 -p "$port" >"$fleet/moto.log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true' EXIT
export AWS_ACCESS_KEY_ID=testing AWS_SECRET_ACCESS_KEY=testing AWS_DEFAULT_REGION=us-east-1
"$venv/bin/python" - "$port" <<'EOF'
import socket, sys, time
for _ in range(300):
    try:
        socket.create_connection(("127.0.0.1", int(sys.argv[1])), 1).close()
        break
    except OSError:
        time.sleep(0.1)
EOF

started=$SECONDS
"$venv/bin/python" - "$endpoint" "$fleet" <<'EOF'
import concurrent.futures, io, sys, tarfile
from pathlib import Path
import boto3
endpoint, fleet = sys.argv[1], Path(sys.argv[2])
s3 = boto3.client("s3", endpoint_url=endpoint)
s3.create_bucket(Bucket="fleet")
paths = sorted(p.relative_to(fleet).as_posix() for p in (fleet / "logs").rglob("*.jsonl"))
objects = [path for path in paths if path.startswith("logs/00")]
with concurrent.futures.ThreadPoolExecutor(8) as pool:
    list(pool.map(lambda key: s3.put_object(
        Bucket="fleet", Key=key, Body=(fleet / key).read_bytes()), objects))
archive = io.BytesIO()
with tarfile.open(fileobj=archive, mode="w", format=tarfile.GNU_FORMAT) as tar:
    for path in paths:
        tar.add(fleet / path, arcname=path)
s3.put_object(Bucket="fleet", Key="archives/fleet.tar", Body=archive.getvalue())
print(f"uploaded {len(objects)} logs, and all {len(paths)} as archives/fleet.tar "
      f"({archive.tell() >> 20} MiB)")
EOF
echo "-- $((SECONDS - started)) s: upload to the local S3 server"

started=$SECONDS
"$venv/bin/python" scripts/s3_tar.py --endpoint-url "$endpoint" s3://fleet/logs/00 |
  "$tool" replay --each --format json --tar - >"$fleet/s3-sessions.jsonl" \
    2>"$fleet/s3-sessions.err" || [ $? = 65 ]
echo "-- $((SECONDS - started)) s: s3_tar.py s3://fleet/logs/00 | replay --each --format json --tar -"
head -n 1000 "$fleet/sessions.jsonl" | cmp - "$fleet/s3-sessions.jsonl"

started=$SECONDS
"$venv/bin/python" -c '
import shutil, sys, boto3
body = boto3.client("s3", endpoint_url=sys.argv[1]).get_object(
    Bucket="fleet", Key="archives/fleet.tar")["Body"]
shutil.copyfileobj(body, sys.stdout.buffer, 1 << 20)' "$endpoint" |
  "$tool" bisect --each --until 'nav.menu >= 2 and screen = detail' --format json --tar - \
    >"$fleet/s3-hits.jsonl" 2>"$fleet/s3-hits.err" || [ $? = 65 ]
echo "-- $((SECONDS - started)) s: the tar object streamed down | bisect --each --tar -"
cmp "$fleet/hits.jsonl" "$fleet/s3-hits.jsonl"
echo "the projections read from S3 through --tar - equal the files'"
