import MonsoonSystem

@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
extension ChildProcess {
  /// What a program is to this process, which decides where it runs, where its output goes
  /// and what is ended with it.
  ///
  /// A program that leads a process group of its own is signalled with the whole group (what
  /// it started and left in it too) when its time limit passes or this process is ended by a
  /// signal; one that shares this process's group is signalled alone.
  package enum Role: Sendable, Equatable {
    /// Works for this process, unattended (a converter): it leads a process group of its own,
    /// so that the terminal's keys do not reach it; its standard input is `/dev/null`, and
    /// its standard output and error go together into one pipe that this process reads while
    /// it runs (never to this process's own streams). When it ends, whatever is left of its
    /// group is killed (`SIGKILL`) and, where this process adopts orphans (Linux, after
    /// ``ChildProcess/adoptOrphans()``), waited for: nothing it started outlives it.
    case worker
    /// Starts something for the user and returns, unattended (an opener that hands a file to
    /// a browser, run without a terminal): it leads a process group of its own, its
    /// descriptors are this process's (but as the redirections say: its output is not read,
    /// since what it starts may write there after this process ends). When it ends within
    /// its time limit, what it started is left running: that was the point.
    case launcher
    /// Works with the person at the terminal (a pager, an opener that may be a browser in the
    /// terminal): it shares this process's process group and terminal, so that the terminal's
    /// Ctrl-C and Ctrl-Z reach it, and its descriptors are this process's (but as the
    /// redirections say). This process ignores `SIGINT` and `SIGQUIT` from then on, as
    /// `system(3)` does while its command runs, so that a Ctrl-C meant for the program does
    /// not end this one and leave the program behind on the terminal; the program gets them
    /// at their defaults (unless this process started with them ignored). They stay ignored
    /// after the program ends, since a signal that the signal thread takes cannot be told
    /// apart by when it was sent: run an interactive program as the last thing a process
    /// does. It is signalled alone: what it started (the pager `man` runs) is out of reach.
    case interactive

    /// Whether it leads a process group of its own.
    var leadsGroup: Bool { self != .interactive }

    /// Whether what is left of its process group is killed when it ends.
    var endsGroupWhenDone: Bool { self == .worker }
  }
}
