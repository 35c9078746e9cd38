// A list's `cell:` template: one view entry whose names are the template's own (they may repeat
// names used elsewhere in the spec, and constraints cannot name them: each cell makes the tree
// again and pins its top view to the cell's edges).

import Yams

extension SpecParser {
    /// The cell template of list `list`: one view entry, its names checked within the template.
    mutating func cellTemplate(_ node: Node, of list: String) throws(SpecError) -> ViewSpec {
        let outer = (names, guideNames)
        (names, guideNames) = ([:], [:])
        isInCellTemplate = true
        defer {
            (names, guideNames) = outer
            isInCellTemplate = false
        }
        return try view(node, "cell of '\(list)'")
    }
}
