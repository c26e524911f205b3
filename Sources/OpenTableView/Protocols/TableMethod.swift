/// Every method of ``TableViewDataSource`` and ``TableViewDelegate``, once: the one table the
/// plumbing around the protocols is derived from.
///
/// Swift declares a protocol's requirements, their default implementations and
/// ``TableViewController``'s `open` members itself; everything else about a method is a row here:
///
/// - its UIKit selector, which a recorded ``TableEvent`` prints (`TableEvent.description`);
/// - which protocol declares it;
/// - how the table learns whether a data source or delegate implements it (``Detection``): the
///   default implementation reports itself with `tableView.recordDefaultImplementation(.method)`,
///   and the table's `ifImplemented(.method) { … }` turns that into "not implemented" (one bit a
///   method, in the table: `DelegateImplementations`); for the per-cell methods the layout pass
///   then stops calling it for this delegate;
/// - the ``TableEvent/Kind`` the recorder reports the call as, if the table reports it.
///
/// `TableMethodTableTests` reads the protocols, the defaults and the controller from the sources
/// and fails, naming the method, when one of them is missing from the table or disagrees with it.
/// ARCHITECTURE.md ("Adding a data-source or delegate method") gives the steps.
package enum TableMethod: UInt8, CaseIterable, Sendable {
    // Data source
    case numberOfRows, cellForRow, numberOfSections, titleForHeader, titleForFooter, canEditRow, canMoveRow
    case sectionIndexTitles, sectionForSectionIndexTitle, commit, moveRow
    // Delegate: display
    case willDisplay, willDisplayHeader, willDisplayFooter, didEndDisplaying, didEndDisplayingHeader
    case didEndDisplayingFooter
    // Delegate: heights, header and footer views, accessories
    case heightForRow, heightForHeader, heightForFooter, estimatedHeightForRow, estimatedHeightForHeader
    case estimatedHeightForFooter, viewForHeader, viewForFooter, accessoryButtonTapped
    // Delegate: highlight and selection
    case shouldHighlight, didHighlight, didUnhighlight, willSelect, willDeselect, didSelect, didDeselect
    // Delegate: editing
    case editingStyle, titleForDeleteConfirmation, shouldIndentWhileEditing, willBeginEditing, didEndEditing
    case targetIndexPathForMove, indentationLevel
    // Delegate: primary actions, swipe actions, context menus
    case canPerformPrimaryAction, performPrimaryAction, leadingSwipeActions, trailingSwipeActions, editActions
    case contextMenuConfiguration, previewForHighlightingContextMenu, previewForDismissingContextMenu
    case willPerformPreviewAction, willDisplayContextMenu, willEndContextMenuInteraction

    /// The protocol that declares a method.
    package enum Declaration: Sendable {
        case dataSource, delegate
    }

    /// How the table learns whether a conformer implements a method.
    package enum Detection: Sendable, Equatable {
        /// It does not: the default's answer is UIKit's behaviour when the method is missing, and
        /// the table uses it as any other answer.
        case none
        /// The default reports itself (`recordDefaultImplementation`), and `ifImplemented` answers
        /// `nil` for it: the table then does what UIKit does when the method is missing.
        case reported
        /// As ``reported``, and remembered for the delegate until it is set again: a per-cell call
        /// of the layout pass, which the table then stops making (`DelegateImplementations`).
        case learned
    }

    /// One row of the table.
    package struct Row: Sendable {
        /// UIKit's selector, as `#function` spells the Swift method.
        package var selector: String
        package var declaration: Declaration
        package var detection: Detection
        /// The recorder's event for the call, `nil` for a method the table does not report (it
        /// never calls the estimated header and footer heights: headers are resolved exactly).
        package var event: TableEvent.Kind?
        /// What ``TableViewController``'s member for the method does when a subclass leaves it
        /// alone (or calls `super`): it forwards to the protocol's default, which reports itself
        /// unless this is ``ControllerDefault/implementation``.
        package var controllerDefault: ControllerDefault
    }

    /// How the controller's forwarding to a default counts (`TableViewController.forwardToDefault`).
    package enum ControllerDefault: Sendable {
        /// As the protocol's default: the table takes the method as not implemented.
        case reported
        /// As an implementation: for the methods a table stops calling, or learns once, when the
        /// default answers, so that an override's `super` call does not turn the override off.
        case implementation
    }

    /// The table itself: one line a method. Inlined, so that a call site's constant method folds
    /// to its row's constants.
    @inline(__always)
    package var row: Row {
        switch self {
        case .numberOfRows: Row("tableView(_:numberOfRowsInSection:)", .dataSource, .none, .numberOfRows)
        case .cellForRow: Row("tableView(_:cellForRowAt:)", .dataSource, .none, .cellForRow)
        case .numberOfSections: Row("numberOfSections(in:)", .dataSource, .none, .numberOfSections)
        case .titleForHeader:
            Row(
                "tableView(_:titleForHeaderInSection:)", .dataSource, .reported, .titleForHeader,
                controller: .implementation)
        case .titleForFooter:
            Row(
                "tableView(_:titleForFooterInSection:)", .dataSource, .reported, .titleForFooter,
                controller: .implementation)
        case .canEditRow: Row("tableView(_:canEditRowAt:)", .dataSource, .none, .canEditRow)
        case .canMoveRow: Row("tableView(_:canMoveRowAt:)", .dataSource, .reported, .canMoveRow)
        case .sectionIndexTitles: Row("sectionIndexTitles(for:)", .dataSource, .none, .sectionIndexTitles)
        case .sectionForSectionIndexTitle:
            Row("tableView(_:sectionForSectionIndexTitle:at:)", .dataSource, .none, .sectionForSectionIndexTitle)
        case .commit: Row("tableView(_:commit:forRowAt:)", .dataSource, .reported, .commit)
        case .moveRow: Row("tableView(_:moveRowAt:to:)", .dataSource, .reported, .moveRow)

        case .willDisplay:
            Row("tableView(_:willDisplay:forRowAt:)", .delegate, .learned, .willDisplay, controller: .implementation)
        case .willDisplayHeader:
            Row("tableView(_:willDisplayHeaderView:forSection:)", .delegate, .none, .willDisplayHeader)
        case .willDisplayFooter:
            Row("tableView(_:willDisplayFooterView:forSection:)", .delegate, .none, .willDisplayFooter)
        case .didEndDisplaying:
            Row(
                "tableView(_:didEndDisplaying:forRowAt:)", .delegate, .learned, .didEndDisplaying,
                controller: .implementation)
        case .didEndDisplayingHeader:
            Row("tableView(_:didEndDisplayingHeaderView:forSection:)", .delegate, .none, .didEndDisplayingHeader)
        case .didEndDisplayingFooter:
            Row("tableView(_:didEndDisplayingFooterView:forSection:)", .delegate, .none, .didEndDisplayingFooter)

        case .heightForRow: Row("tableView(_:heightForRowAt:)", .delegate, .reported, .heightForRow)
        case .heightForHeader: Row("tableView(_:heightForHeaderInSection:)", .delegate, .reported, .heightForHeader)
        case .heightForFooter: Row("tableView(_:heightForFooterInSection:)", .delegate, .reported, .heightForFooter)
        case .estimatedHeightForRow:
            Row("tableView(_:estimatedHeightForRowAt:)", .delegate, .reported, .estimatedHeightForRow)
        case .estimatedHeightForHeader:
            Row("tableView(_:estimatedHeightForHeaderInSection:)", .delegate, .reported, nil)
        case .estimatedHeightForFooter:
            Row("tableView(_:estimatedHeightForFooterInSection:)", .delegate, .reported, nil)
        case .viewForHeader: Row("tableView(_:viewForHeaderInSection:)", .delegate, .reported, .viewForHeader)
        case .viewForFooter: Row("tableView(_:viewForFooterInSection:)", .delegate, .reported, .viewForFooter)
        case .accessoryButtonTapped:
            Row("tableView(_:accessoryButtonTappedForRowWith:)", .delegate, .none, .accessoryButtonTapped)

        case .shouldHighlight: Row("tableView(_:shouldHighlightRowAt:)", .delegate, .none, .shouldHighlight)
        case .didHighlight: Row("tableView(_:didHighlightRowAt:)", .delegate, .none, .didHighlight)
        case .didUnhighlight: Row("tableView(_:didUnhighlightRowAt:)", .delegate, .none, .didUnhighlight)
        case .willSelect: Row("tableView(_:willSelectRowAt:)", .delegate, .none, .willSelect)
        case .willDeselect: Row("tableView(_:willDeselectRowAt:)", .delegate, .none, .willDeselect)
        case .didSelect: Row("tableView(_:didSelectRowAt:)", .delegate, .none, .didSelect)
        case .didDeselect: Row("tableView(_:didDeselectRowAt:)", .delegate, .none, .didDeselect)

        case .editingStyle: Row("tableView(_:editingStyleForRowAt:)", .delegate, .none, .editingStyle)
        case .titleForDeleteConfirmation:
            Row(
                "tableView(_:titleForDeleteConfirmationButtonForRowAt:)", .delegate, .none, .titleForDeleteConfirmation)
        case .shouldIndentWhileEditing:
            Row("tableView(_:shouldIndentWhileEditingRowAt:)", .delegate, .none, .shouldIndentWhileEditing)
        case .willBeginEditing: Row("tableView(_:willBeginEditingRowAt:)", .delegate, .none, .willBeginEditing)
        case .didEndEditing: Row("tableView(_:didEndEditingRowAt:)", .delegate, .none, .didEndEditing)
        case .targetIndexPathForMove:
            Row(
                "tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)", .delegate, .none,
                .targetIndexPathForMove)
        case .indentationLevel:
            Row(
                "tableView(_:indentationLevelForRowAt:)", .delegate, .learned, .indentationLevel,
                controller: .implementation)

        case .canPerformPrimaryAction:
            Row("tableView(_:canPerformPrimaryActionForRowAt:)", .delegate, .none, .canPerformPrimaryAction)
        case .performPrimaryAction:
            Row("tableView(_:performPrimaryActionForRowAt:)", .delegate, .none, .performPrimaryAction)
        case .leadingSwipeActions:
            Row("tableView(_:leadingSwipeActionsConfigurationForRowAt:)", .delegate, .none, .leadingSwipeActions)
        case .trailingSwipeActions:
            Row("tableView(_:trailingSwipeActionsConfigurationForRowAt:)", .delegate, .none, .trailingSwipeActions)
        case .editActions: Row("tableView(_:editActionsForRowAt:)", .delegate, .none, .editActions)
        case .contextMenuConfiguration:
            Row(
                "tableView(_:contextMenuConfigurationForRowAt:point:)", .delegate, .none, .contextMenuConfiguration)
        case .previewForHighlightingContextMenu:
            Row(
                "tableView(_:previewForHighlightingContextMenuWithConfiguration:)", .delegate, .none,
                .previewForHighlightingContextMenu)
        case .previewForDismissingContextMenu:
            Row(
                "tableView(_:previewForDismissingContextMenuWithConfiguration:)", .delegate, .none,
                .previewForDismissingContextMenu)
        case .willPerformPreviewAction:
            Row(
                "tableView(_:willPerformPreviewActionForMenuWith:animator:)", .delegate, .none,
                .willPerformPreviewAction)
        case .willDisplayContextMenu:
            Row("tableView(_:willDisplayContextMenu:animator:)", .delegate, .none, .willDisplayContextMenu)
        case .willEndContextMenuInteraction:
            Row(
                "tableView(_:willEndContextMenuInteraction:animator:)", .delegate, .none,
                .willEndContextMenuInteraction)
        }
    }

    /// The method the recorder reports as `kind`, if `kind` is the call of a data-source or
    /// delegate method.
    package init?(event kind: TableEvent.Kind) {
        guard let method = Self.byEvent[kind] else { return nil }
        self = method
    }

    /// Whether ``TableViewController``'s forwarding to the default counts as an implementation.
    @inline(__always)
    var controllerDefaultIsImplementation: Bool { row.controllerDefault == .implementation }

    private static let byEvent: [TableEvent.Kind: TableMethod] = Dictionary(
        uniqueKeysWithValues: allCases.compactMap { method in method.row.event.map { ($0, method) } })
}

extension TableMethod.Row {
    fileprivate init(
        _ selector: String, _ declaration: TableMethod.Declaration, _ detection: TableMethod.Detection,
        _ event: TableEvent.Kind?, controller: TableMethod.ControllerDefault = .reported
    ) {
        self.init(
            selector: selector, declaration: declaration, detection: detection, event: event,
            controllerDefault: controller)
    }
}
