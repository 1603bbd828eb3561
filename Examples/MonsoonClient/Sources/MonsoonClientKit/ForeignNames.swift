// The names of Apple's frameworks and Foundation that Monsoon's own names once hid, used
// unqualified next to every Monsoon library: each line fails to compile ("ambiguous") if a
// Monsoon library declares the same name again. PublicNames.swift does the same the other
// way round, for every public type of the libraries.
import Foundation
import MonsoonEvents
import MonsoonReplay
import MonsoonScreen
import MonsoonTesting
import MonsoonUIKit
import Observation

#if canImport(SwiftUI)
  import SwiftUI
#endif
#if canImport(WidgetKit)
  import WidgetKit
#endif
#if canImport(UIKit)
  import UIKit
#endif

/// Foundation's `Predicate`, which the condition type of MonsoonReplay was once called.
public let positive = #Predicate<Int> { $0 > 0 }

/// Observation's registrar, next to the libraries.
public let registrar = ObservationRegistrar()

#if canImport(SwiftUI)
  /// SwiftUI's `Menu` and `EdgeInsets`, which MonsoonEvents' menu and MonsoonScreen's safe
  /// area once were.
  @MainActor
  public func swiftUINames() -> some View {
    Menu("Monsoon") { Text("menu") }.padding(EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1))
  }
#endif

#if canImport(WidgetKit)
  /// WidgetKit's `Timeline`, which MonsoonReplay's session timeline once was.
  public struct ForeignEntry: TimelineEntry {
    public let date: Date
  }
  public let widgetTimeline = Timeline(entries: [ForeignEntry(date: .now)], policy: .never)
#endif

#if canImport(UIKit)
  /// UIKit's `UIEdgeInsets` next to the screen's insets.
  public let uiInsets = UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
#endif
