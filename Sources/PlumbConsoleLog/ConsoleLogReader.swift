// Reading console text into conflict blocks.
//
// Design: the reader does not follow the log's layout line by line, since people paste it with
// every kind of damage (prefixes, lost newlines, Markdown escapes, missing headers and
// parentheses). It scans the text for four kinds of marks, in order: a header ("Unable to
// simultaneously satisfy constraints", "Conflicting constraints detected"), the recovery line
// ("Will attempt to recover by breaking"), a redacted list (`<private>`) and a constraint entry
// (`<…Constraint:…>`, found by its class name, the brackets balanced). A header opens a block;
// entries join the open block's list; the entry after a recovery line is the broken one. Entries
// with no header before them open a block of their own (a list pasted alone). A block printed
// twice in a row (macOS 14 prints the list again as "Conflicting constraints detected") is read
// once. Each entry is then read by ``EntryParser``; an entry it cannot read is kept as
// ``ConstraintKind/unread`` with its line and column.

/// Reads Apple's "Unable to simultaneously satisfy constraints" logs out of console text.
public enum ConsoleLogReader {
    /// Reads every conflict block of `text`.
    ///
    /// - Parameters:
    ///   - text: console output holding one or more logs, with any other lines around them.
    ///   - file: the name errors give the input (`<stdin>` for standard input).
    /// - Returns: the blocks, in order; a block printed twice in a row is returned once.
    /// - Throws: ``ConsoleLogError`` when the text holds no log at all.
    /// - Complexity: O(n) in the text's length, plus O(k²) per block of k entries.
    public static func read(_ text: String, file: String = "<stdin>") throws(ConsoleLogError) -> [ConflictLog]
    {
        let scanner = MarkScanner(text)
        var drafts: [BlockDraft] = []
        var expectingBroken = false
        var orphanBroken = false
        for mark in scanner.marks() {
            switch mark.kind {
            case .header:
                drafts.append(BlockDraft(line: mark.line, hasHeader: true))
                expectingBroken = false
                orphanBroken = false
            case .recovery:
                if drafts.isEmpty || drafts[drafts.count - 1].brokenEntry != nil {
                    orphanBroken = true
                } else {
                    expectingBroken = true
                }
            case .redacted:
                if !expectingBroken, !drafts.isEmpty { drafts[drafts.count - 1].isRedacted = true }
                expectingBroken = false
                orphanBroken = false
            case .entry(let entry):
                if orphanBroken {
                    orphanBroken = false
                } else if expectingBroken {
                    drafts[drafts.count - 1].brokenEntry = entry
                    expectingBroken = false
                } else {
                    if drafts.isEmpty || drafts[drafts.count - 1].brokenEntry != nil
                        || drafts[drafts.count - 1].isRedacted
                    {
                        drafts.append(BlockDraft(line: entry.line, hasHeader: false))
                    }
                    drafts[drafts.count - 1].entries.append(entry)
                }
            }
        }
        let blocks = mergeRepeats(drafts.filter { $0.hasHeader || !$0.entries.isEmpty }).map(build)
        guard !blocks.isEmpty else {
            throw ConsoleLogError(
                file: file, line: 1, column: 1,
                message:
                    "no \"Unable to simultaneously satisfy constraints\" log found; paste the console text "
                    + "from the header line to the \"Will attempt to recover by breaking constraint\" line")
        }
        return blocks
    }

    /// Drops a block whose list repeats the one before it (macOS 14 prints a list twice), keeping
    /// the broken constraint of whichever names one.
    private static func mergeRepeats(_ drafts: [BlockDraft]) -> [BlockDraft] {
        var merged: [BlockDraft] = []
        for draft in drafts {
            if let last = merged.last, !draft.entries.isEmpty,
                last.entries.map(\.text) == draft.entries.map(\.text)
            {
                if last.brokenEntry == nil { merged[merged.count - 1].brokenEntry = draft.brokenEntry }
                continue
            }
            merged.append(draft)
        }
        return merged
    }

    /// Reads a block's entries into constraints and items.
    private static func build(_ draft: BlockDraft) -> ConflictLog {
        var log = ConflictLog(line: draft.line, isRedacted: draft.isRedacted)
        var registry = ItemRegistry()
        for (index, entry) in draft.entries.enumerated() {
            log.constraints.append(EntryParser.parse(entry, index: index, registry: &registry))
        }
        log.views = registry.views
        if let broken = draft.brokenEntry {
            if let index = log.constraints.firstIndex(where: { $0.text == broken.text }) {
                log.broken = index
            } else if let address = EntryParser.constraintAddress(broken.text),
                let index = log.constraints.firstIndex(where: { $0.address == address })
            {
                log.broken = index
            } else {
                log.brokenText = broken.text
            }
        }
        return log
    }
}

/// A block being gathered: its entries and the entry after its recovery line.
private struct BlockDraft {
    var line: Int
    var hasHeader: Bool
    var entries: [RawEntry] = []
    var brokenEntry: RawEntry?
    var isRedacted = false
}
