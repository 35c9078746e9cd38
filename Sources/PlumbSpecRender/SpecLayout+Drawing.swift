// The screen spec's layout and simulation as the renderers' input: the views of the report in its
// order, each constraint with the spec text and line it was made from, the ambiguous views under
// their spec names, and a dynamics run's items, poses, boundaries, snap points and attachments.
// PlumbRender knows no input format and PlumbSpec knows no renderer: this module is the one place
// that joins them, for `plumb`, the tests and the fuzzer alike.

import Plumb
import PlumbRender
import PlumbSpec

extension SpecLayout {
    /// The layout as a renderer's panel: the report's views in order, its constraints in spec
    /// order (entry by entry, then as made) titled with their spec text and line, and its
    /// diagnostics as the overlay's ambiguous views and caption counts.
    public var panel: LayoutRenderer.Panel {
        var found: [(constraint: LayoutConstraint, source: ConstraintSpec, order: Int)] = []
        var seen: Set<ObjectIdentifier> = []
        for entry in views {
            for constraint in entry.view.constraints {
                let id = ObjectIdentifier(constraint)
                guard let source = sources[id], seen.insert(id).inserted else { continue }
                found.append((constraint, source, found.count))
            }
        }
        found.sort {
            ($0.source.location.line, $0.source.location.column, $0.order)
                < ($1.source.location.line, $1.source.location.column, $1.order)
        }
        let ambiguous = diagnostics.filter { $0.kind == .ambiguous }
        let annotations = RenderAnnotations(
            views: views.map(\.view),
            constraints: found.map {
                RenderAnnotations.SourcedConstraint(
                    $0.constraint, source: $0.source.text, line: $0.source.location.line)
            },
            ambiguousViews: ambiguous.compactMap { diagnostic in
                guard let name = diagnostic.view, let entry = entry(named: name) else { return nil }
                return RenderAnnotations.AmbiguousView(
                    entry.view, name: name, variables: diagnostic.variables)
            },
            unsatisfiableCount: diagnostics.filter { $0.kind == .unsatisfiable }.count)
        return LayoutRenderer.Panel(root: root, annotations: annotations)
    }
}

extension SpecSimulation {
    /// The run as the simulation renderer's input: the layout's panel, the items' views and poses,
    /// the boundaries, snap points and anchors of `dynamics:` in order, and its plain and limit
    /// attachments.
    public var recording: SimulationRecording {
        var guides: [SimulationRecording.Guide] = []
        var attachments: [SimulationRecording.Attachment] = []
        for behavior in layout.spec.dynamics {
            switch behavior.kind {
            case .collision(let collision):
                guides += collision.boundaries.map { .boundary($0.path) }
            case .snap(let snap):
                guides.append(.snapPoint(snap.snapPoint))
            case .attachment(let attachment):
                if let anchor = attachment.anchorPoint { guides.append(.anchor(anchor)) }
                guard attachment.kind == .plain || attachment.kind == .limit,
                    let first = items.firstIndex(of: attachment.item.name)
                else { continue }
                attachments.append(
                    SimulationRecording.Attachment(
                        item: first, offset: attachment.offsetFromCenter ?? .zero,
                        attachedItem: attachment.attachedTo.flatMap { items.firstIndex(of: $0.name) },
                        attachedOffset: attachment.attachedOffsetFromCenter ?? .zero,
                        anchorPoint: attachment.anchorPoint))
            default:
                break
            }
        }
        return SimulationRecording(
            panel: layout.panel, items: items.compactMap { layout.entry(named: $0)?.view },
            frames: frames.map { frame in
                SimulationRecording.Frame(
                    time: frame.time,
                    poses: frame.poses.map { SimulationRecording.Pose(center: $0.center, angle: $0.angle) })
            },
            duration: duration, fps: fps, pausedAt: pausedAt, guides: guides, attachments: attachments)
    }
}
