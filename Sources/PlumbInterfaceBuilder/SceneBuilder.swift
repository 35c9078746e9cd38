// Building a scene's `View` tree from its elements (docs/interface-builder.md).
//
// Design. One pass over the root element in document order makes a view per view element, adds
// it to its superview (a stack view arranges every subview), applies the attributes Plumb knows
// and records an entry with the stored frame; `<constraints>` are collected with their owning
// view and made only when every view and guide exists, since a constraint may name a view that
// comes later in the document. Size-class `<variation>`s are resolved while reading attributes
// and masks (SceneBuilder+Variations.swift). What is not understood becomes a warning naming the
// element and its line; nothing here throws.

import Plumb

/// Builds one scene's view tree; used once.
final class SceneBuilder {
    let scene: InterfaceBuilderScene
    let traits: SizeClassTraits
    let sizing: InterfaceBuilderTextSizing
    var context: DocumentContext { scene.context }

    /// The entries, in document order.
    var entries: [InterfaceBuilderLayout.Entry] = []
    /// Views and layout guides by IB id, for constraints.
    var items: [String: LayoutItem] = [:]
    /// The `<constraint>` elements with the id of the view holding them, in document order.
    var pendingConstraints: [(element: IBElement, ownerID: String)] = []
    /// Where each constraint made came from.
    var sources: [ObjectIdentifier: InterfaceBuilderLayout.ConstraintSource] = [:]
    /// What was not understood, in document order.
    var warnings: [InterfaceBuilderWarning] = []

    init(scene: InterfaceBuilderScene, traits: SizeClassTraits, sizing: InterfaceBuilderTextSizing) {
        self.scene = scene
        self.traits = traits
        self.sizing = sizing
    }

    /// Makes the tree at the design size and returns its root (not yet laid out); `size` is the
    /// size it will be laid out at, which chooses the root's margins.
    func build(size: Size, direction: UserInterfaceLayoutDirection) -> View {
        let rootElement = scene.view
        let root = makeView(rootElement, id: rootElement["id"] ?? "root")
        root.spacingProfile = .ios11
        root.textMeasurer = sizing.measurer
        // Built at the design size, where the stored frames hold (the caller resizes it after a
        // first pass, so that autoresizing views follow the root as in UIKit).
        root.frame = Rect(origin: .zero, size: scene.designSize)
        if direction == .rightToLeft, rootElement["semanticContentAttribute"] == nil {
            root.semanticContentAttribute = .forceRightToLeft
        }
        configureRoot(root, element: rootElement, size: size)
        record(root, element: rootElement, id: rootElement["id"] ?? "root", superviewID: nil)
        addChildren(of: rootElement, to: root, id: rootElement["id"] ?? "root")
        if let controller = scene.controller { addControllerGuides(controller, to: root) }
        makeConstraints()
        return root
    }

    // MARK: Views

    /// Adds the views below `element` to `view`, in document order: `<subviews>`, a cell's or an
    /// effect view's `contentView`, a table's prototype and static cells and header and footer
    /// views, a collection view's cells.
    func addChildren(of element: IBElement, to view: View, id: String) {
        let masked = maskedOut(in: element, key: "subviews")
        for child in element.children {
            switch child.name {
            case "subviews":
                for subview in child.children where !masked.contains(subview["id"] ?? "") {
                    add(subview, to: view, superviewID: id)
                }
            case "prototypes", "cells":
                for cell in child.children { add(cell, to: view, superviewID: id) }
            case "sections":
                for section in child.children {
                    for cell in section.grandchildren("cells") { add(cell, to: view, superviewID: id) }
                }
            default:
                if ["contentView", "tableHeaderView", "tableFooterView"].contains(child.key ?? ""),
                    child.child("rect", key: "frame") != nil
                {
                    add(child, to: view, superviewID: id)
                }
            }
        }
    }

    /// Makes the view of `element`, adds it to `superview` (arranged in a stack view) and
    /// recurses.
    func add(_ element: IBElement, to superview: View, superviewID: String) {
        let id = element["id"] ?? "\(superviewID).\(element.key ?? element.name)"
        let view = makeView(element, id: id)
        if let stack = superview as? StackView {
            stack.addArrangedSubview(view)
        } else {
            superview.addSubview(view)
        }
        configure(view, element: element, arranged: superview is StackView)
        record(view, element: element, id: id, superviewID: superviewID)
        addChildren(of: element, to: view, id: id)
    }

    /// A view of the element's kind with its kind's properties (text, font, image, axis …), and
    /// its constraints and guides registered.
    func makeView(_ element: IBElement, id: String) -> View {
        let view: View
        switch element.name {
        case "label": view = makeLabel(element)
        case "button": view = makeButton(element)
        case "textField": view = makeTextField(element)
        case "imageView": view = makeImageView(element)
        case "stackView": view = makeStackView(element)
        case "scrollView", "tableView", "collectionView": view = ScrollView()
        default:
            let plain = DesignSizedView()
            if let standIn = ControlStandIn.forElement(element) {
                plain.intrinsicOverride = IntrinsicOverride(
                    width: standIn.intrinsicSize.width, height: standIn.intrinsicSize.height)
            } else if !SceneBuilder.plainViewElements.contains(element.name) {
                warn(
                    element,
                    "Plumb does not know this element; it is laid out as a plain view without an intrinsic size"
                )
            }
            view = plain
        }
        view.accessibilityIdentifier = element["userLabel"] ?? id
        items[id] = view
        for constraint in grandchildrenInstalled(element) { pendingConstraints.append((constraint, id)) }
        registerGuides(of: element, view: view)
        return view
    }

    /// Elements laid out as plain views without a warning.
    static let plainViewElements: Set<String> = [
        "view", "containerView", "visualEffectView", "tableViewCell", "tableViewCellContentView",
        "collectionViewCell", "collectionViewCellContentView", "collectionReusableView", "mapView", "webView",
        "wkWebView", "glkView", "mtkView", "sceneKitView", "skView", "arscnView", "arskView",
        "tableViewHeaderFooterView",
    ]

    /// Records the view's entry.
    func record(_ view: View, element: IBElement, id: String, superviewID: String?) {
        entries.append(
            InterfaceBuilderLayout.Entry(
                id: id, view: view, element: element.name,
                className: element["customClass"] ?? IBElement.uiKitClassName(of: element),
                userLabel: element["userLabel"], superviewID: superviewID, line: element.line,
                column: element.column, designFrame: IBElement.frame(of: element) ?? .zero,
                isMisplaced: element.flag("misplaced"), isAmbiguous: element.flag("ambiguous"),
                alignmentOutsets: superviewID == nil ? .zero : SceneBuilder.alignmentOutsets(of: element)))
    }

    /// How far UIKit's frame reaches beyond the element's alignment rectangle.
    static func alignmentOutsets(of element: IBElement) -> EdgeInsets {
        ControlStandIn.forElement(element)?.alignmentOutsets ?? .zero
    }

    /// Appends a warning about `element`.
    func warn(_ element: IBElement, _ message: String) {
        warnings.append(
            InterfaceBuilderWarning(
                path: context.path, line: element.line, column: element.column, element: element.name,
                message: message))
    }
}

extension IBElement {
    /// UIKit's class for an element: `label` → `UILabel`, `view` → `UIView`, `viewController` →
    /// `UIViewController`, `wkWebView` → `WKWebView`.
    static func uiKitClassName(of element: IBElement) -> String {
        switch element.name {
        case "view", "containerView", "collectionViewCellContentView": return "UIView"
        case "mapView": return "MKMapView"
        case "wkWebView": return "WKWebView"
        case "glkView": return "GLKView"
        case "mtkView": return "MTKView"
        case "sceneKitView": return "SCNView"
        case "skView": return "SKView"
        case "arscnView": return "ARSCNView"
        case "arskView": return "ARSKView"
        default:
            guard let first = element.name.first else { return "UIView" }
            return "UI" + first.uppercased() + element.name.dropFirst()
        }
    }
}
