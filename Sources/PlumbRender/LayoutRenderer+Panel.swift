// LayoutRenderer.Panel: one laid-out view tree to draw, with its annotations, and what the
// renderer reads from it (see LayoutRenderer.swift and RenderAnnotations.swift).

import Plumb

extension LayoutRenderer {
    /// One panel of the picture: a laid-out view tree (its root's size is the panel's) and what
    /// its builder knows about it.
    public struct Panel {
        /// The root of the tree, laid out; its frame's size is the size the caption names.
        public var root: View
        /// The facts the tree does not hold (names, sources, drawing order); empty by default.
        public var annotations: RenderAnnotations

        /// A panel of the tree under `root`.
        public init(root: View, annotations: RenderAnnotations = RenderAnnotations()) {
            self.root = root
            self.annotations = annotations
        }

        /// The size the panel shows at least: the root's.
        var size: Size { root.frame.size }

        /// The views drawn, in order: the annotated ones, or the tree in preorder.
        /// - Complexity: O(views).
        var views: [View] {
            if let views = annotations.views { return views }
            var result: [View] = []
            func visit(_ view: View) {
                result.append(view)
                view.subviews.forEach(visit)
            }
            visit(root)
            return result
        }

        /// The views drawn, without hidden views and their subtrees.
        var visibleViews: [View] {
            views.filter { view in
                var current: View? = view
                while let candidate = current {
                    if candidate.isHidden { return false }
                    current = candidate.superview
                }
                return true
            }
        }

        /// The constraints the overlay draws, each with its tooltip.
        var overlayConstraints: [(constraint: LayoutConstraint, title: String)] {
            if let sourced = annotations.constraints {
                return sourced.map { entry in
                    (entry.constraint, entry.line.map { "\(entry.source) (line \($0))" } ?? entry.source)
                }
            }
            var seen: Set<ObjectIdentifier> = []
            return visibleViews.flatMap(\.constraints).filter { seen.insert(ObjectIdentifier($0)).inserted }
                .map {
                    ($0, $0.identifier ?? $0.addressFreeDescription)
                }
        }

        /// The views the overlay outlines as ambiguous.
        var ambiguousViews: [RenderAnnotations.AmbiguousView] {
            annotations.ambiguousViews
                ?? root.ambiguousLayouts().map {
                    RenderAnnotations.AmbiguousView(
                        $0.view, name: $0.view.accessibilityIdentifier ?? $0.view.description,
                        variables: $0.variables)
                }
        }
    }
}
