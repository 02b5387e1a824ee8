import Foundation
import LifeEngine
import LifeInterface
import LifeScene
import LifeStore

/// The app's own file browser, for a desktop without a file dialog program: a folder's
/// sub-folders and pattern files (the one under the pointer or chosen with the arrows previewed),
/// a path field to type any folder or file, the folders of recent files, and, when saving, a name.
/// Names that are not text or hold control characters are shown escaped and still open.
public struct FolderBrowser: Equatable, Sendable {
    /// What the browser is for.
    public enum Purpose: Equatable, Sendable {
        /// Choosing a pattern file to open.
        case open
        /// Choosing where to save the pattern, or a picture or movie.
        case save(SaveTarget)
        /// Choosing a Lua script to run.
        case runScript
    }

    /// Whether it names a file to write (a name field and Save) rather than choosing one.
    public var isSaving: Bool { if case .save = purpose { true } else { false } }

    /// Whether `entry` is listed: a folder, or a file of the kind chosen (patterns, Lua scripts, or
    /// pictures or movies of the ending saved, which a name typed over one replaces).
    func lists(_ entry: FolderEntry) -> Bool {
        guard !entry.isFolder else { return true }
        switch purpose {
        case .runScript: return String(decoding: entry.name, as: UTF8.self).lowercased().hasSuffix(".lua")
        case .save(.export(let ending)): return String(decoding: entry.name, as: UTF8.self).lowercased().hasSuffix(ending)
        case .open, .save(.pattern): return entry.isPattern
        }
    }

    /// Whether it lists pattern files (and previews them).
    var listsPatterns: Bool { purpose == .open || purpose == .save(.pattern) }

    /// The kind of file listed, for what it says: "pattern file", "Lua script", "picture", "movie".
    public var fileKind: String {
        switch purpose {
        case .runScript: return "Lua script"
        case .save(.export(let ending)): return ending == ".png" ? "picture" : "movie"
        case .open, .save(.pattern): return "pattern file"
        }
    }

    /// A line under the fields: a refusal, or a question to confirm.
    public enum Message: Equatable, Sendable {
        case error(String)
        case question(String)
    }

    /// What it is for.
    public let purpose: Purpose
    /// The folder shown.
    public private(set) var listing: FolderListing
    /// The entries listed: sub-folders and pattern files (everything but hidden names with
    /// `showsAll`) whose names hold `filter`.
    public private(set) var shown: [FolderEntry] = []
    /// Part of a name typed after the folder in the path field (opening): only the entries whose
    /// names hold it are listed (any case), as in other file dialogs; empty: all are.
    public private(set) var filter = ""
    /// The entries of the kinds listed, before `filter`.
    private var listed: [FolderEntry] = []
    /// Whether hidden entries and files of other kinds are listed too (Ctrl+H).
    public private(set) var showsAll = false
    /// The path field: the folder shown, or what is typed in its place.
    public private(set) var path: TextField
    /// The file name field (saving).
    public private(set) var name: TextField
    /// The entry chosen with the arrow keys.
    public private(set) var selected: Int?
    /// The entry under the pointer.
    public private(set) var hovered: Int?
    /// The control under the pointer.
    public internal(set) var pointed: FolderBrowserControl?
    /// The first row shown.
    public private(set) var scroll = 0
    /// The refusal or question under the fields.
    public private(set) var message: Message?
    /// The folders offered as chips: home, the folder shown last, then the folders of recent files.
    public private(set) var places: [FilePath]
    /// What was read of the file previewed.
    public private(set) var preview: FolderPreview?
    /// The file previewed.
    private var previewPath: FilePath?
    /// Whether the last thing done was choosing in the list (Enter acts on it) rather than typing.
    private var listActive = false
    /// The file a first Enter found already there: a second one replaces it.
    private var replacing: FilePath?
    /// When a folder was last entered by a click.
    private var folderClickedAt: Double?
    /// Clicks closer together than this make a double click.
    static let doubleClickSeconds = 0.5

    /// What a preview may cost: a file over 1 MiB or a million cells is not drawn.
    public static let previewBudget = PatternBudget(maxBytes: 1 << 20, maxCells: 1 << 20, maxAreas: 1 << 14)
    /// What the preview says of a file past `previewBudget` (it may still open: the budget for
    /// opening is larger).
    static let tooLargeToPreview = "Too large to preview here: open it to read it in full"
    /// The longest path typed, into the folder's field or the name's (a name may be a path).
    static let pathLimit = 4096

    /// A browser for `purpose` (suggesting `fileName` when saving) showing the folder it showed
    /// last, else the newest of `recent` folders that can be read, else the home folder. Saving a
    /// picture or movie, it shows the folder it showed last for one, else the exports folder.
    public init(_ purpose: Purpose, fileName: String = "", recent: [FilePath], problem: String? = nil, in context: FeatureContext) {
        self.purpose = purpose
        let home = context.services.homeFolder
        let exporting = if case .save(.export) = purpose { true } else { false }
        let recent = exporting ? (context.services.exportFolder.map { [$0] } ?? []) : recent
        let last = (exporting ? context.lastExportFolder : context.lastBrowsedFolder).map { [$0] } ?? []
        // Each folder once (several recent files share one).
        var seen: Set<FilePath> = [home]
        places = [home] + (last + recent).filter { seen.insert($0).inserted }.prefix(4)
        path = TextField(characters: .path, limit: Self.pathLimit)
        name = TextField(fileName, characters: .path, limit: Self.pathLimit)
        name.selectAll()
        listing = FolderListing(folder: home, entries: [])
        for folder in last + recent.prefix(1) + [home, FilePath("/")] where go(to: folder, in: context) { break }
        // The folder shown last, gone since (deleted, renamed), is not offered.
        if let gone = last.first, listing.folder != gone { places.removeAll { $0 == gone } }
        if let problem { message = .error(problem) }
        // A name a file there has already is offered with a number instead (Enter went straight
        // to "replace?" after a second picture of the same board).
        if !fileName.isEmpty, case .save = purpose {
            let taken = Set(listing.entries.map { String(decoding: $0.name, as: UTF8.self) })
            name = TextField(Self.freeName(fileName, taken: taken), characters: .path, limit: Self.pathLimit)
            name.selectAll()
        }
    }

    /// `name`, or, when `taken` holds it, the first of "NAME 2.png", "NAME 3.png"... it does not
    /// (the number before the ending, ".rle.gz" kept whole).
    static func freeName(_ name: String, taken: Set<String>) -> String {
        guard taken.contains(name) else { return name }
        var stem = Substring(name), ending = Substring("")
        if let dot = stem.lastIndex(of: "."), dot != stem.startIndex {
            (stem, ending) = (stem[..<dot], stem[dot...])
            if ending.lowercased() == ".gz", let inner = stem.lastIndex(of: "."), inner != stem.startIndex {
                (stem, ending) = (stem[..<inner], name[inner...])
            }
        }
        for number in 2... {
            let candidate = "\(stem) \(number)\(ending)"
            if !taken.contains(candidate) { return candidate }
        }
        return name
    }

    /// The pattern previewed: the entry under the pointer, else the one chosen.
    public var previewed: Int? { hovered ?? selected }

    /// The previewed pattern's figures: "5 cells · 3 × 3 · B3/S23".
    public var previewFigures: String? {
        guard case .pattern(_, let figures)? = preview else { return nil }
        return figures
    }

    /// A pattern's figures: "5 cells · 3 × 3 · B3/S23".
    static func figures(of pattern: Pattern) -> String {
        let size = pattern.bounds.map { " · \($0.width) × \($0.height)" } ?? ""
        return "\(NumberFormat.grouped(Int64(pattern.cells.count))) cell\(pattern.cells.count == 1 ? "" : "s")\(size) · \(pattern.rule)"
    }

    /// Shows `folder`; false (with the reason under the fields) when it cannot be read.
    @discardableResult
    mutating func go(to folder: FilePath, in context: FeatureContext) -> Bool {
        do {
            listing = try context.services.listFolder(folder)
        } catch {
            message = .error("\(error)")
            return false
        }
        filter = ""
        refreshShown()
        if listsPatterns || purpose == .runScript { context.lastBrowsedFolder = folder } else { context.lastExportFolder = folder }
        path = TextField(Self.text(of: folder), characters: .path, limit: Self.pathLimit)
        (selected, hovered, scroll, preview, previewPath, message, replacing, listActive) = (nil, nil, 0, nil, nil, nil, nil, false)
        return true
    }

    /// How a folder is written in the path field (ending in a slash, to type a name after).
    static func text(of folder: FilePath) -> String {
        // A name with control characters shows escaped (the field takes none); typing it as shown does not reach it.
        let shown = folder.string.flatMap { text in text.unicodeScalars.contains { $0.properties.generalCategory == .control } ? nil : text }
            ?? folder.description
        return shown.hasSuffix("/") ? shown : shown + "/"
    }

    /// Lists or hides hidden entries and files of other kinds.
    mutating func toggleShowsAll() {
        showsAll.toggle()
        refreshShown()
        // What was said of an entry (a refusal, a question to replace it) goes with the list.
        (selected, hovered, scroll, message, replacing) = (nil, nil, 0, nil, nil)
    }

    private mutating func refreshShown() {
        listed = showsAll ? listing.entries : listing.entries.filter { !$0.isHidden && lists($0) }
        let part = filter.lowercased()
        shown = part.isEmpty ? listed : listed.filter { $0.displayName.lowercased().contains(part) }
    }

    /// How many entries of the folder are not listed for their kind (hidden, or not pattern files).
    public var hiddenCount: Int { listing.entries.count - listed.count }

    /// The part of a name after the folder shown in the path field, when that is what it holds.
    private var typedPart: String {
        let folder = Self.text(of: listing.folder)
        guard !isSaving, path.text.hasPrefix(folder) else { return "" }
        let rest = path.text.dropFirst(folder.count)
        return rest.contains("/") ? "" : String(rest)
    }

    /// Points at entry `index` (nil: none), reading its preview when it is a file.
    mutating func hover(_ index: Int?, in context: FeatureContext) {
        hovered = index
        loadPreview(in: context)
    }

    /// Chooses the entry `offset` rows from the one chosen, keeping it in view of `rows` rows.
    mutating func moveSelection(by offset: Int, rows: Int, in context: FeatureContext) {
        guard !shown.isEmpty else { return }
        selected = min(max((selected ?? (offset > 0 ? -1 : shown.count)) + offset, 0), shown.count - 1)
        // Another entry chosen: what was said of the last one goes.
        (hovered, message, replacing) = (nil, nil, nil)
        listActive = true
        scroll = ScrollPosition.showing(selected ?? 0, from: scroll, rows: max(1, rows))
        loadPreview(in: context)
    }

    /// Scrolls the list by a wheel movement, three rows a notch (what was under the pointer moved away).
    mutating func scroll(by dy: Double, rows: Int) {
        scroll = ScrollPosition.afterWheel(dy * 3, from: scroll, maxScroll: max(0, shown.count - rows))
        (hovered, pointed) = (nil, nil)
    }

    private mutating func loadPreview(in context: FeatureContext) {
        guard listsPatterns, let index = previewed, shown.indices.contains(index), !shown[index].isFolder else { return }
        let file = listing.folder.appending(shown[index].name)
        guard previewPath != file else { return }
        previewPath = file
        do {
            // Drawn every frame: kept as small as the picture (a dense file would cost a frame each time).
            let pattern = try context.services.readPattern(file, Self.previewBudget)
            preview = .pattern(PatternPreview.thumbnail(pattern), figures: Self.figures(of: pattern))
        } catch let failure as PatternFileLoader.Failure where failure.isOverBudget {
            // Past what opening reads too: say so now, not after a click.
            let size = shown[index].size
            preview = .unreadable(size > PatternBudget.standard.maxBytes
                                  ? "Too large to open: \(TextFileReader.megabytes(size)), more than the \(TextFileReader.megabytes(Int64(PatternBudget.standard.maxBytes))) Life reads"
                                  : Self.tooLargeToPreview)
        } catch {
            preview = .unreadable("\(error)")
        }
    }

    /// Types into the field in use: the path when opening, the name when saving; what to tell
    /// the user when the field was full (what was typed past it is not taken).
    mutating func type(_ typed: String) -> String? {
        let notice: String?
        if isSaving {
            notice = name.type(typed)
        } else {
            startPathAfresh(typed.first)
            notice = path.type(typed)
        }
        edited()
        return notice
    }

    /// The clipboard's first line into the field in use, as `type` takes typing; what to tell
    /// the user when not all of it went in (see `TextField.paste`).
    mutating func paste(_ clipboard: String?) -> String? {
        let notice: String?
        if isSaving {
            notice = name.paste(clipboard)
        } else {
            startPathAfresh(clipboard?.first { !$0.isNewline })
            notice = path.paste(clipboard)
        }
        edited()
        return notice
    }

    /// A path from the root or home (`first` is "/" or "~") typed or pasted over the folder shown starts it afresh.
    private mutating func startPathAfresh(_ first: Character?) {
        if path.text == Self.text(of: listing.folder), first == "/" || first == "~" { path.selectAll() }
    }

    /// An editing key in the field in use; true when the field used it.
    mutating func edit(_ key: Key, _ modifiers: KeyModifiers) -> Bool {
        let used = isSaving ? name.handle(key, modifiers) : path.handle(key, modifiers)
        if used { edited() }
        return used
    }

    private mutating func edited() {
        (message, replacing, listActive) = (nil, nil, false)
        guard typedPart != filter else { return }
        filter = typedPart
        refreshShown()
        (selected, hovered, scroll) = (nil, nil, 0)
    }

    /// Carries out Enter: the entry chosen in the list, else what the field says.
    mutating func confirm(in context: FeatureContext) -> OverlayReply {
        if listActive, let index = selected, shown.indices.contains(index) { return choose(index, in: context) }
        return isSaving ? save(in: context) : openTyped(in: context)
    }

    /// An entry clicked or confirmed: a folder is entered; a file is opened, or named to save over.
    mutating func choose(_ index: Int, in context: FeatureContext) -> OverlayReply {
        let entry = shown[index]
        let file = listing.folder.appending(entry.name)
        if entry.isFolder {
            go(to: file, in: context)
            return .handled
        }
        guard !isSaving else {
            name = TextField(String(decoding: entry.name, as: UTF8.self), characters: .path, limit: Self.pathLimit)
            edited()
            return .handled
        }
        if let problem = entry.problem {
            message = .error("\(entry.displayName) \(problem)")
            return .handled
        }
        return open(file, in: context)
    }

    /// A click on row `index`: the second click of a double click on a folder lands on a row of
    /// the folder it opened, and is not taken as a choice there. A pattern or script is chosen by
    /// a click and opened or run by a second one (or Enter): a click that strays does not open one.
    mutating func click(_ index: Int, in context: FeatureContext) -> OverlayReply {
        if let entered = folderClickedAt, context.now - entered < Self.doubleClickSeconds { return .handled }
        folderClickedAt = shown[index].isFolder ? context.now : nil
        // A file is chosen by a click and opened (or run) by a second one, or Enter, as in other
        // file dialogs: opened at the first click, the second of a double click fell on the board.
        if purpose == .runScript || purpose == .open, !shown[index].isFolder, selected != index || !listActive {
            (selected, listActive) = (index, true)
            message = .question("Click \(shown[index].displayName) again, or press Enter, to \(purpose == .runScript ? "run" : "open") it")
            return .handled
        }
        return choose(index, in: context)
    }

    /// Opens the file: by its path when the path is text (a macrocell goes straight to HashLife),
    /// else read here and handed over as a pattern.
    private mutating func open(_ file: FilePath, in context: FeatureContext) -> OverlayReply {
        if purpose == .runScript {
            guard let text = file.string else {
                message = .error("Life runs scripts only where the path is text: move or rename it")
                return .handled
            }
            return .closeThen(.runScript(text))
        }
        if let text = file.string { return .closeThen(.openFile(text, fromBrowser: true)) }
        do {
            var pattern = try context.services.readPattern(file, .standard)
            if pattern.name == nil { pattern.name = FilePath.display(file.lastComponent, limit: 120) }
            return .closeThen(.open(pattern))
        } catch {
            message = .error("\(error)")
            return .handled
        }
    }

    /// The path typed, from the folder shown (or home, for `~/`).
    private func resolve(_ typed: String, in context: FeatureContext) -> FilePath {
        if typed == "~" { return context.services.homeFolder }
        if typed.hasPrefix("~/") { return context.services.homeFolder.appending(Array(typed.dropFirst(2).utf8)).normalized }
        if typed.hasPrefix("/") { return FilePath(typed).normalized }
        return listing.folder.appending(Array(typed.utf8)).normalized
    }

    /// Enter in the path field: a folder typed is shown, a file typed is opened.
    private mutating func openTyped(in context: FeatureContext) -> OverlayReply {
        let typed = path.text
        guard !typed.isEmpty else {
            message = .error("Type a folder or a file in the path, or choose one in the list")
            return .handled
        }
        guard typed != Self.text(of: listing.folder) else {
            // The folder already shown: nothing wrong was typed.
            let (one, kind) = purpose == .runScript ? ("a script", "script") : ("a file", "pattern file")
            message = .question(shown.contains { !$0.isFolder } ? "This folder is shown below: choose \(one) in the list, or type another path"
                                : "This folder holds no \(kind) to open: choose a folder in the list, or type another path")
            return .handled
        }
        let target = resolve(typed, in: context)
        if go(to: target, in: context) { return .handled }
        // Not a folder: a file then, if its folder lists it.
        if let folder = target.parent, let listing = try? context.services.listFolder(folder),
           let entry = listing.entries.first(where: { $0.name == target.lastComponent }), !entry.isFolder {
            message = nil
            return open(target, in: context)
        }
        // Part of a name that one entry alone holds: that entry.
        if !filter.isEmpty, shown.count == 1 {
            message = nil
            return choose(0, in: context)
        }
        return .handled
    }

    /// Most bytes a file's name holds (Linux's file systems).
    static let longestName = 255

    /// Whether the browser saves a movie (a GIF, MP4 or WebM).
    static func isMovie(_ purpose: Purpose) -> Bool {
        guard case .save(.export(let fileExtension)) = purpose else { return false }
        return fileExtension != ".png"
    }

    /// Enter or Save when saving: a folder named is shown; a new file is written; a file already
    /// there is replaced only on a second Enter.
    mutating func save(in context: FeatureContext) -> OverlayReply {
        let typed = name.text.trimmingCharacters(in: .whitespaces)
        guard !typed.isEmpty else {
            message = .error("Type a name for the file")
            return .handled
        }
        var target = resolve(typed, in: context)
        let listing: FolderListing
        do {
            guard let folder = target.parent else { throw FileProblem(path: typed, reason: "names no folder to save in") }
            listing = try context.services.listFolder(folder)
        } catch {
            // Why, as the folder's listing says it ("no such folder", "permission denied").
            message = .error("\(error)")
            return .handled
        }
        if let entry = listing.entries.first(where: { $0.name == target.lastComponent }), entry.isFolder {
            go(to: target, in: context)
            name = TextField(characters: .path, limit: Self.pathLimit)
            return .handled
        }
        let typedName = String(decoding: target.lastComponent, as: UTF8.self)
        if case .save(.export(let fileExtension)) = purpose {
            if !typedName.lowercased().hasSuffix(fileExtension) { target = FilePath(bytes: target.bytes + Array(fileExtension.utf8)) }
        } else if PatternFormat(patternFileName: typedName) == nil {
            // RLE's ending added; a name to be packed gets it before its ".gz" ("x.gz" saves as "x.rle.gz").
            target = PatternFormat.isGzipped(typedName) ? FilePath(bytes: target.bytes.dropLast(3) + Array(".rle.gz".utf8))
                                                        : FilePath(bytes: target.bytes + Array(".rle".utf8))
        }
        guard let text = target.string else {
            message = .error("Life saves only where the folder's name is text: choose another folder")
            return .handled
        }
        // Said here, of the name: writing it would fail with "the path is too long". A movie is
        // written as NAME.part.gif first, five bytes longer.
        let longest = Self.longestName - (Self.isMovie(purpose) ? ".part".utf8.count : 0)
        guard target.lastComponent.count <= longest else {
            message = .error("The name is \(target.lastComponent.count) bytes with its ending; a \(Self.isMovie(purpose) ? "movie" : "file")'s name holds at most \(longest) (shorten it)")
            return .handled
        }
        let existing = listing.entries.first { $0.name == target.lastComponent }
        // Said at once, not after a question whose yes would be refused.
        if existing?.isWriteProtected == true {
            message = .error("\(FilePath.display(target.lastComponent, limit: 120)) is write-protected: Life does not replace it (choose another name)")
            return .handled
        }
        if existing != nil && replacing != target {
            replacing = target
            message = .question("\(FilePath.display(target.lastComponent, limit: 120)) is already there: press Enter again to replace it")
            return .handled
        }
        // The app writes it, and closes the browser once it is written (else the reason shows here).
        context.request(purpose == .save(.pattern) ? .savePattern(toPath: text) : .saveExport(toPath: text))
        return .handled
    }

    /// Shows why the file chosen could not be written, at the name.
    public mutating func refuse(_ reason: String) {
        // The folder is in the path field above: left out here, the one line keeps room for the
        // file's name and the reason (a long name's "file name too long" was cut off).
        let folder = Self.text(of: listing.folder)
        message = .error(folder.count > 1 ? reason.replacingOccurrences(of: folder, with: "") : reason)
        replacing = nil
    }
}
