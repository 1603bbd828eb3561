#!/usr/bin/env python3
"""Streams the logs under an S3 prefix to standard output as one POSIX tar stream, for
`monsoon-replay ... --tar -` (docs/fleet.md, "Logs in object storage").

    python3 s3_tar.py s3://BUCKET/PREFIX/ | monsoon-replay replay --each --format json --tar -

Each object whose key ends in .jsonl becomes one regular entry named by its key, in the order
S3 lists keys (their UTF-8 bytes, as `LC_ALL=C sort` orders paths). Objects are fetched a few
at a time ahead of the one being written (--prefetch), so memory holds that many logs, not the
fleet. Needs boto3; credentials and region come from the usual places (environment, profile,
instance role); --endpoint-url points at another S3 server (MinIO, moto, Ceph).
"""

import argparse
import collections
import concurrent.futures
import io
import sys
import tarfile

import boto3


def keys(client, bucket, prefix):
    """The keys of the .jsonl objects below the prefix, in S3's order."""
    pages = client.get_paginator("list_objects_v2").paginate(Bucket=bucket, Prefix=prefix)
    for page in pages:
        for item in page.get("Contents", []):
            if item["Key"].endswith(".jsonl"):
                yield item["Key"]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("url", help="s3://BUCKET/PREFIX")
    parser.add_argument("--endpoint-url", help="another S3 server, such as http://127.0.0.1:5000")
    parser.add_argument("--prefetch", type=int, default=16, help="objects fetched ahead")
    arguments = parser.parse_args()
    if not arguments.url.startswith("s3://"):
        parser.error("the URL must start with s3://")
    bucket, _, prefix = arguments.url[len("s3://"):].partition("/")
    client = boto3.client("s3", endpoint_url=arguments.endpoint_url)

    def fetch(key):
        return key, client.get_object(Bucket=bucket, Key=key)["Body"].read()

    count = 0
    with tarfile.open(fileobj=sys.stdout.buffer, mode="w|", format=tarfile.PAX_FORMAT) as tar, \
            concurrent.futures.ThreadPoolExecutor(arguments.prefetch) as pool:
        pending = collections.deque()
        listed = keys(client, bucket, prefix)
        while True:
            while len(pending) < arguments.prefetch:
                key = next(listed, None)
                if key is None:
                    break
                pending.append(pool.submit(fetch, key))
            if not pending:
                break
            key, body = pending.popleft().result()
            entry = tarfile.TarInfo(key)
            entry.size = len(body)
            tar.addfile(entry, io.BytesIO(body))
            count += 1
    print(f"s3_tar.py: {count} logs from {arguments.url}", file=sys.stderr)


if __name__ == "__main__":
    main()
