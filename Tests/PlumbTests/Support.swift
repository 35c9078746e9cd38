import Plumb

/// A view with a fixed intrinsic content size, standing in for a control (a button titled
/// "Button" is 46 × 30 in iOS 7, docs/auto-layout.md §3.3).
final class SizedView: View {
    var size: Size {
        didSet { invalidateIntrinsicContentSize() }
    }

    init(_ width: Double, _ height: Double, name: String? = nil) {
        size = Size(width: width, height: height)
        super.init()
        accessibilityIdentifier = name
        translatesAutoresizingMaskIntoConstraints = false
    }

    override var intrinsicContentSize: Size { size }
}

/// A view laid out by constraints, named for diagnostics.
func constrainedView(_ name: String) -> View {
    let view = View()
    view.accessibilityIdentifier = name
    view.translatesAutoresizingMaskIntoConstraints = false
    return view
}

/// A root view of the given size, with a handler that collects diagnostics.
final class Diagnostics {
    var items: [LayoutDiagnostic] = []
}

func makeRoot(_ width: Double, _ height: Double, diagnostics: Diagnostics? = nil) -> View {
    let root = View(frame: Rect(x: 0, y: 0, width: width, height: height))
    root.accessibilityIdentifier = "root"
    if let diagnostics { root.diagnosticHandler = { diagnostics.items.append($0) } }
    return root
}
