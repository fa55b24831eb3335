#!/usr/bin/env bash
# A three-master Redis Cluster on local ports (7001-7003 unless REDIS_CLUSTER_PORTS names others),
# for the tests that run the server on a cluster.
#   redis-cluster.sh start   makes it (or reuses a healthy one) and prints its URLs, comma-separated
#   redis-cluster.sh stop    stops it and removes its folders
# Progress goes to stderr. Needs redis-server and redis-cli (Debian's redis-server package).
set -euo pipefail

PORTS=(${REDIS_CLUSTER_PORTS:-7001 7002 7003})
DIR="${REDIS_CLUSTER_DIR:-/tmp/lobby-redis-cluster}"

say() { echo "redis-cluster: $*" >&2; }
urls() {
  local out=() port
  for port in "${PORTS[@]}"; do out+=("redis://127.0.0.1:$port"); done
  (IFS=,; echo "${out[*]}")
}
healthy() {
  local port
  for port in "${PORTS[@]}"; do
    redis-cli -p "$port" cluster info 2>/dev/null | grep -q '^cluster_state:ok' || return 1
  done
}

stop() {
  local port
  for port in "${PORTS[@]}"; do redis-cli -p "$port" shutdown nosave >/dev/null 2>&1 || true; done
  rm -rf "$DIR"
}

start() {
  command -v redis-server >/dev/null && command -v redis-cli >/dev/null || { say "redis-server not found"; exit 1; }
  if healthy; then
    say "a cluster already answers on ports ${PORTS[*]}: reusing it (flushed)"
    for port in "${PORTS[@]}"; do redis-cli -p "$port" flushall >/dev/null; done
    urls
    return
  fi
  stop
  local port nodes=()
  for port in "${PORTS[@]}"; do
    mkdir -p "$DIR/$port"
    redis-server --port "$port" --bind 127.0.0.1 --daemonize yes --dir "$DIR/$port" \
      --cluster-enabled yes --cluster-config-file nodes.conf --cluster-node-timeout 5000 \
      --appendonly no --save '' --logfile "$DIR/$port/redis.log" >&2
    nodes+=("127.0.0.1:$port")
  done
  for port in "${PORTS[@]}"; do
    for _ in $(seq 50); do redis-cli -p "$port" ping >/dev/null 2>&1 && break; sleep 0.1; done
  done
  redis-cli --cluster create "${nodes[@]}" --cluster-replicas 0 --cluster-yes >&2
  for _ in $(seq 100); do healthy && break; sleep 0.2; done
  healthy || { say "the cluster did not come up"; exit 1; }
  say "three masters on ports ${PORTS[*]}"
  urls
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  *) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
