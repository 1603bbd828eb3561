#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

// The C library's arithmetic that only the tool's side makes: the cosine of the SVG render's
// arcs (MonsoonRender). `system_NAME` calls the C `NAME` with the same arguments and returns
// what it returns (see ../MemoryCalls.swift). Here, in ToolSide/, which the app's copy
// (scripts/make-playground.sh) leaves out.

@discardableResult
package func system_cos(_ angle: Double) -> Double {
  cos(angle)
}
