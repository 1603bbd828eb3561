/// What became of a line, as ``ReplayStep`` says it but with nothing to copy or release: the
/// record and the problem stay in the cursor (``ReplayCursor/record`` and
/// ``ReplayCursor/problem``), for a hot loop to read only when it needs them.
enum LineFate: Sendable {
  case applied, rejected, skipped, unreadable, tornTail
}
