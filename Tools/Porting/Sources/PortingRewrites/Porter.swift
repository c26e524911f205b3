import SwiftParser
import SwiftSyntax

/// What porting one file gives: the rewritten source, how often each rewrite changed it, and what
/// is left for a person.
public struct PortResult: Hashable, Sendable {
    /// The rewritten source; equal to the input when nothing applied.
    public let output: String
    /// How many places each rewrite changed. A rewrite that changed nothing is absent.
    public let rewrites: [Rewrite: Int]
    /// What the tool cannot rewrite, and the notes its rewrites left, in source order. Lines and
    /// columns refer to ``output``: the file as `--write` leaves it.
    public let findings: [Finding]

    /// Whether the tool changes the file.
    public var changed: Bool { !rewrites.isEmpty }
}

/// Ports Swift source written for UIKit on iOS so that it compiles against `OpenTableViewShim` on
/// Linux: every rewrite in ``Rewrite`` in order, then a report of what remains.
public enum Porter {
    /// Ports one file's source. Running it again on the output changes nothing.
    public static func port(
        _ source: String, fileName: String = "", interfaceBuilderFiles: Set<String> = [],
        interfaceBuilderOutlets: Set<String> = []
    ) -> PortResult {
        port(
            files: [(fileName, source)], interfaceBuilderFiles: interfaceBuilderFiles,
            interfaceBuilderOutlets: interfaceBuilderOutlets)[0]
    }

    /// Ports several files together, as one module: an `override` in an extension of a class
    /// declared in another of the files moves into that class's body, in its file
    /// (``ModuleOverrideMover``). `interfaceBuilderFiles` names the storyboards and nibs that came
    /// with the files (`Main.storyboard`, `FeedCell.xib`): the storyboard and nib calls that load
    /// them are left for the Interface Builder converter, as notes. `interfaceBuilderOutlets`
    /// names the outlets (`Class.property`) that the code generated from those files sets: they
    /// become properties the generated file can set, without the "create this view in code" note
    /// (``OutletRewriter``). The results are in the files' order. Running it again on the outputs
    /// changes nothing.
    public static func port(
        files: [(name: String, source: String)], interfaceBuilderFiles: Set<String> = [],
        interfaceBuilderOutlets: Set<String> = []
    ) -> [PortResult] {
        let trees = files.map { Parser.parse(source: $0.source) }
        let (moved, changes) = ModuleOverrideMover.move(trees)
        let methods = moved.map(ActionMethodIndex.collect)
        let superclasses = moved.reduce(into: [String: String]()) { all, tree in
            all.merge(ClassHierarchy.superclasses(in: tree)) { first, _ in first }
        }
        // Lines the rewrites add are indented by the file's own step.
        return files.indices.map { index in
            IndentationStep.$current.withValue(IndentationStep.of(trees[index])) {
                port(
                    moved[index], movedExtensions: changes[index], file: files[index],
                    others: methods.indices.filter { $0 != index }.reduce(into: [:]) { merged, other in
                        merged.merge(methods[other]) { $0 + $1 }
                    },
                    superclasses: superclasses, interfaceBuilderFiles: interfaceBuilderFiles,
                    interfaceBuilderOutlets: interfaceBuilderOutlets)
            }
        }
    }

    /// One file of the module, its overrides already moved (`movedExtensions` places changed).
    private static func port(
        _ moved: SourceFileSyntax, movedExtensions: Int, file: (name: String, source: String),
        others: [String: [ActionMethod]], superclasses: [String: String], interfaceBuilderFiles: Set<String>,
        interfaceBuilderOutlets: Set<String>
    ) -> PortResult {
        var tree = moved
        var counts: [Rewrite: Int] = [:]
        if movedExtensions > 0 {
            counts[.extensionOverrides] = movedExtensions
            tree = Parser.parse(source: tree.description)
        }
        for rewrite in Rewrite.allCases {
            let context = RewriteContext(
                file: tree, module: others, superclasses: superclasses, interfaceBuilderOutlets: interfaceBuilderOutlets
            )
            let rewritten = rewrite.makeRewriter(context).rewrite(tree).cast(SourceFileSyntax.self)
            if context.count > 0 {
                counts[rewrite, default: 0] += context.count
                // Reparse, so that later rewrites see a tree as the parser makes it.
                tree = Parser.parse(source: rewritten.description)
            }
        }
        let output = counts.isEmpty ? file.source : tree.description
        let findings = Reporter.findings(
            in: tree, fileName: file.name, module: others, interfaceBuilderFiles: interfaceBuilderFiles)
        return PortResult(output: output, rewrites: counts, findings: findings)
    }
}

/// What a rewriter shares with the porter: the file before this rewrite (for looking up action
/// methods and classes) and a count of the places it changed.
final class RewriteContext {
    let file: SourceFileSyntax
    private(set) var count = 0
    /// The methods of the other files ported with this one, which a selector may name.
    let module: [String: [ActionMethod]]
    private(set) lazy var actionMethods = ActionMethodIndex(file, module: module)
    /// The outlets (`Class.property`) that code generated from the storyboards and nibs sets.
    let interfaceBuilderOutlets: Set<String>
    /// Each class declared in the files ported together, by name, and the first type it inherits
    /// from (``ClassHierarchy``).
    let superclasses: [String: String]

    init(
        file: SourceFileSyntax, module: [String: [ActionMethod]], superclasses: [String: String],
        interfaceBuilderOutlets: Set<String> = []
    ) {
        self.file = file
        self.module = module
        self.superclasses = superclasses
        self.interfaceBuilderOutlets = interfaceBuilderOutlets
    }

    func recordChange() {
        count += 1
    }
}

extension Rewrite {
    func makeRewriter(_ context: RewriteContext) -> SyntaxRewriter {
        switch self {
        case .renamedSymbols: RenamedSymbolRewriter(context)
        case .importShim: ImportRewriter(context)
        case .extensionOverrides: ExtensionOverrideRewriter(context)
        case .requiredInitializers: RequiredInitializerRewriter(context)
        case .optionalRequirementCalls: OptionalRequirementRewriter(context)
        case .targetActions: TargetActionRewriter(context)
        case .barButtonItems: BarButtonItemRewriter(context)
        case .gestureRecognizers: GestureRecognizerRewriter(context)
        case .targetActionProperties: TargetActionPropertyRewriter(context)
        case .xctestMainActor: XCTestMainActorRewriter(context)
        case .notificationObservers: NotificationObserverRewriter(context)
        case .removeTarget: RemoveTargetRewriter(context)
        case .objcAttributes: ObjectiveCAttributeRewriter(context)
        case .outlets: OutletRewriter(context)
        }
    }
}
