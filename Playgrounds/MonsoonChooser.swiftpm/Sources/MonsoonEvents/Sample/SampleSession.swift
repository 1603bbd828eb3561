/// A realistic recorded session of the standard menu, built into the tool (`monsoon-replay
/// sample`), the tests and the SwiftUI previews of the screen.
public enum SampleSession {
  /// The sample log, recorded in version 1 of the format (and replayed under its Randomize):
  /// 20 events over 33 seconds, with `t` and `sel`.
  static let log = """
    {"monsoon":1,"seed":"5eed5a1ad"}
    {"seq":1,"t":1764410400000,"type":"tap","control":1,"sel":[0,1,0,0,0,0]}
    {"seq":2,"t":1764410400850,"type":"tap","control":1,"sel":[0,2,0,0,0,0]}
    {"seq":3,"t":1764410402100,"type":"tap","control":2,"sel":[0,2,1,0,0,0]}
    {"seq":4,"t":1764410403400,"type":"nav","button":"search","sel":[0,2,1,0,0,0]}
    {"seq":5,"t":1764410405200,"type":"select","control":5,"choice":4,"sel":[0,2,1,0,0,4]}
    {"seq":6,"t":1764410406900,"type":"randomize","sel":[0,0,0,0,1,2]}
    {"seq":7,"t":1764410408150,"type":"randomize","sel":[0,1,0,1,0,0]}
    {"seq":8,"t":1764410409800,"type":"tap","control":0,"sel":[1,1,0,1,0,0]}
    {"seq":9,"t":1764410410400,"type":"tap","control":0,"sel":[2,1,0,1,0,0]}
    {"seq":10,"t":1764410412950,"type":"tap","control":3,"sel":[2,1,0,0,0,0]}
    {"seq":11,"t":1764410414100,"type":"go","sel":[2,1,0,0,0,0]}
    {"seq":12,"t":1764410419600,"type":"back","sel":[2,1,0,0,0,0]}
    {"seq":13,"t":1764410421050,"type":"select","control":1,"choice":2,"sel":[2,2,0,0,0,0]}
    {"seq":14,"t":1764410422700,"type":"tap","control":4,"sel":[2,2,0,0,1,0]}
    {"seq":15,"t":1764410424300,"type":"nav","button":"compass","sel":[2,2,0,0,1,0]}
    {"seq":16,"t":1764410426900,"type":"randomize","sel":[0,1,1,0,1,1]}
    {"seq":17,"t":1764410428450,"type":"tap","control":5,"sel":[0,1,1,0,1,2]}
    {"seq":18,"t":1764410429900,"type":"nav","button":"menu","sel":[0,1,1,0,1,2]}
    {"seq":19,"t":1764410431200,"type":"select","control":2,"choice":1,"sel":[0,1,1,0,1,2]}
    {"seq":20,"t":1764410433050,"type":"go","sel":[0,1,1,0,1,2]}

    """
}
