/// How each plain attribute of an Interface Builder object becomes a Swift assignment: the
/// property it sets and how the value is spelled. Attributes handled elsewhere (the frame, the
/// class, connections) are listed as ``Rule/handled``; attributes with no effect in a headless
/// UIKit (drawing hints, the canvas) as ``Rule/noEffect``, named in Porting.md. Any other attribute
/// is reported.
enum IBAttributeRules {
    enum Rule {
        /// `YES`/`NO` → `true`/`false`.
        case bool(String)
        /// A number, as written.
        case number(String)
        /// A string literal.
        case string(String)
        /// An IB value → a member of the property's enumeration (`.byTruncatingTail`).
        case enumeration(String, [String: String])
        /// Read by the generator itself (identity, construction, connections).
        case handled
        /// Known, with no effect headless (drawing, the canvas, Xcode's bookkeeping).
        case noEffect
    }

    /// The rule for an attribute of an element, looking at the element's own rules, then its
    /// family's (controls, scroll views), then every view's.
    static func rule(for attribute: String, of element: String) -> Rule? {
        if let rule = everywhere[attribute] { return rule }
        if let rule = byElement[element]?[attribute] { return rule }
        if controls.contains(element), let rule = control[attribute] { return rule }
        if scrollViews.contains(element), let rule = scrollView[attribute] { return rule }
        if views.contains(element), let rule = view[attribute] { return rule }
        return nil
    }

    static let controls: Set<String> = [
        "button", "switch", "textField", "segmentedControl", "slider", "stepper",
    ]
    static let scrollViews: Set<String> = ["tableView", "textView", "scrollView", "collectionView"]
    /// The elements that are views (they take the common view attributes).
    static let views: Set<String> = [
        "view", "label", "imageView", "button", "switch", "textField", "textView", "segmentedControl", "slider",
        "stepper", "activityIndicatorView", "progressView", "stackView", "searchBar", "tableView", "tableViewCell",
        "tableViewCellContentView", "scrollView", "containerView", "navigationBar", "tabBar", "toolbar",
        "tableViewHeaderFooterView", "collectionView", "collectionViewCell", "collectionViewCellContentView",
        "collectionReusableView",
    ]

    /// Identity and Xcode's bookkeeping, on any element.
    static let everywhere: [String: Rule] = [
        "id": .handled, "key": .handled, "customClass": .handled, "customModule": .handled,
        "customModuleProvider": .handled, "userLabel": .noEffect, "sceneMemberID": .handled,
        "misplaced": .noEffect, "ambiguous": .noEffect, "fixedFrame": .noEffect,
        "placeholderIntrinsicWidth": .noEffect, "placeholderIntrinsicHeight": .noEffect,
        "restorationIdentifier": .noEffect, "colorLabel": .noEffect,
    ]

    static let contentModes: [String: String] = [
        "scaleToFill": "scaleToFill", "scaleAspectFit": "scaleAspectFit", "scaleAspectFill": "scaleAspectFill",
        "redraw": "redraw", "center": "center", "top": "top", "bottom": "bottom", "left": "left", "right": "right",
        "topLeft": "topLeft", "topRight": "topRight", "bottomLeft": "bottomLeft", "bottomRight": "bottomRight",
    ]

    static let textAlignments: [String: String] = [
        "natural": "natural", "left": "left", "center": "center", "right": "right", "justified": "justified",
    ]

    static let lineBreakModes: [String: String] = [
        "wordWrap": "byWordWrapping", "characterWrap": "byCharWrapping", "clip": "byClipping",
        "headTruncation": "byTruncatingHead", "tailTruncation": "byTruncatingTail",
        "middleTruncation": "byTruncatingMiddle",
    ]

    static let view: [String: Rule] = [
        "hidden": .bool("isHidden"), "alpha": .number("alpha"),
        "userInteractionEnabled": .bool("isUserInteractionEnabled"),
        "clipsSubviews": .bool("clipsToBounds"), "contentMode": .enumeration("contentMode", contentModes),
        "tag": .handled,
        "translatesAutoresizingMaskIntoConstraints": .bool("translatesAutoresizingMaskIntoConstraints"),
        "insetsLayoutMarginsFromSafeArea": .bool("insetsLayoutMarginsFromSafeArea"),
        "preservesSuperviewLayoutMargins": .bool("preservesSuperviewLayoutMargins"),
        "horizontalHuggingPriority": .handled, "verticalHuggingPriority": .handled,
        "horizontalCompressionResistancePriority": .handled, "verticalCompressionResistancePriority": .handled,
        "opaque": .noEffect, "clearsContextBeforeDrawing": .noEffect, "multipleTouchEnabled": .noEffect,
        "autoresizesSubviews": .noEffect, "semanticContentAttribute": .noEffect,
        "layoutMarginsFollowReadableWidth": .noEffect,
        "tableViewCell": .handled,
    ]

    static let control: [String: Rule] = [
        "enabled": .bool("isEnabled"), "selected": .bool("isSelected"), "highlighted": .bool("isHighlighted"),
        // The headless UIKit lays a control's content out without these alignments.
        "contentHorizontalAlignment": .noEffect, "contentVerticalAlignment": .noEffect,
    ]

    static let scrollView: [String: Rule] = [
        "alwaysBounceVertical": .bool("alwaysBounceVertical"),
        "alwaysBounceHorizontal": .bool("alwaysBounceHorizontal"),
        "showsVerticalScrollIndicator": .bool("showsVerticalScrollIndicator"),
        "showsHorizontalScrollIndicator": .bool("showsHorizontalScrollIndicator"),
        "scrollEnabled": .bool("isScrollEnabled"), "bouncesZoom": .noEffect, "pagingEnabled": .bool("isPagingEnabled"),
        "keyboardDismissMode": .enumeration(
            "keyboardDismissMode", ["none": "none", "onDrag": "onDrag", "interactive": "interactive"]),
    ]

    static let byElement: [String: [String: Rule]] = [
        "label": [
            "text": .string("text"), "textAlignment": .enumeration("textAlignment", textAlignments),
            // Truncation and shrinking to fit change how text is drawn, not the label's frame.
            "lineBreakMode": .noEffect, "numberOfLines": .number("numberOfLines"),
            "adjustsFontSizeToFit": .noEffect,
            "adjustsFontForContentSizeCategory": .bool("adjustsFontForContentSizeCategory"),
            "minimumScaleFactor": .noEffect, "enabled": .noEffect,
            "highlighted": .bool("isHighlighted"), "baselineAdjustment": .noEffect,
            "adjustsLetterSpacingToFitWidth": .noEffect, "preferredMaxLayoutWidth": .number("preferredMaxLayoutWidth"),
        ],
        "imageView": [
            "image": .handled, "catalog": .handled, "highlightedImage": .handled, "highlighted": .bool("isHighlighted"),
            "adjustsImageSizeForAccessibilityContentSizeCategory": .noEffect,
        ],
        "button": [
            "buttonType": .handled, "lineBreakMode": .noEffect, "pointerInteraction": .noEffect, "role": .noEffect,
        ],
        "switch": ["on": .bool("isOn")],
        "textField": [
            "text": .string("text"), "placeholder": .string("placeholder"),
            "textAlignment": .enumeration("textAlignment", textAlignments),
            "borderStyle": .enumeration(
                "borderStyle", ["none": "none", "line": "line", "bezel": "bezel", "roundedRect": "roundedRect"]),
            "clearButtonMode": .enumeration(
                "clearButtonMode",
                [
                    "never": "never", "whileEditing": "whileEditing", "unlessEditing": "unlessEditing",
                    "always": "always",
                ]),
            "adjustsFontSizeToFit": .bool("adjustsFontSizeToFitWidth"),
            "adjustsFontForContentSizeCategory": .bool("adjustsFontForContentSizeCategory"),
            "clearsOnBeginEditing": .bool("clearsOnBeginEditing"), "minimumFontSize": .noEffect,
        ],
        "textView": [
            "text": .string("text"), "editable": .bool("isEditable"), "selectable": .bool("isSelectable"),
            "textAlignment": .enumeration("textAlignment", textAlignments),
            "adjustsFontForContentSizeCategory": .bool("adjustsFontForContentSizeCategory"),
        ],
        "segmentedControl": [
            "selectedSegmentIndex": .handled, "segmentControlStyle": .noEffect, "momentary": .bool("isMomentary"),
        ],
        "slider": [
            "value": .number("value"), "minValue": .number("minimumValue"), "maxValue": .number("maximumValue"),
            "continuous": .bool("isContinuous"),
        ],
        "stepper": [
            "value": .number("value"), "minimumValue": .number("minimumValue"), "maximumValue": .number("maximumValue"),
            "stepValue": .number("stepValue"), "wraps": .bool("wraps"), "autorepeat": .bool("autorepeat"),
            "continuous": .bool("isContinuous"),
        ],
        "activityIndicatorView": [
            "hidesWhenStopped": .bool("hidesWhenStopped"), "animating": .handled,
            "style": .enumeration(
                "style",
                ["medium": "medium", "large": "large", "gray": "medium", "white": "medium", "whiteLarge": "large"]),
        ],
        "progressView": [
            "progress": .number("progress"),
            "progressViewStyle": .enumeration("progressViewStyle", ["default": "default", "bar": "bar"]),
        ],
        "stackView": [
            "axis": .enumeration("axis", ["horizontal": "horizontal", "vertical": "vertical"]),
            "distribution": .enumeration(
                "distribution",
                [
                    "fill": "fill", "fillEqually": "fillEqually", "fillProportionally": "fillProportionally",
                    "equalSpacing": "equalSpacing", "equalCentering": "equalCentering",
                ]),
            "alignment": .enumeration(
                "alignment",
                [
                    "fill": "fill", "leading": "leading", "top": "top", "firstBaseline": "firstBaseline",
                    "center": "center", "trailing": "trailing", "bottom": "bottom", "lastBaseline": "lastBaseline",
                ]),
            "spacing": .number("spacing"), "baselineRelativeArrangement": .bool("isBaselineRelativeArrangement"),
            "layoutMarginsRelativeArrangement": .bool("isLayoutMarginsRelativeArrangement"),
        ],
        "searchBar": [
            "placeholder": .string("placeholder"), "text": .string("text"), "prompt": .string("prompt"),
            "showsCancelButton": .bool("showsCancelButton"),
            "searchBarStyle": .enumeration(
                "searchBarStyle", ["default": "default", "prominent": "prominent", "minimal": "minimal"]),
        ],
        "tableView": [
            "style": .handled, "dataMode": .handled,
            "separatorStyle": .enumeration(
                "separatorStyle", ["default": "singleLine", "none": "none", "singleLineEtched": "singleLine"]),
            "rowHeight": .handled, "estimatedRowHeight": .handled, "sectionHeaderHeight": .handled,
            "sectionFooterHeight": .handled, "estimatedSectionHeaderHeight": .handled,
            "estimatedSectionFooterHeight": .handled,
            "allowsSelection": .bool("allowsSelection"), "allowsMultipleSelection": .bool("allowsMultipleSelection"),
            "allowsSelectionDuringEditing": .bool("allowsSelectionDuringEditing"),
            "allowsMultipleSelectionDuringEditing": .bool("allowsMultipleSelectionDuringEditing"),
            "cellLayoutMarginsFollowReadableWidth": .bool("cellLayoutMarginsFollowReadableWidth"),
            "sectionIndexMinimumDisplayRowCount": .number("sectionIndexMinimumDisplayRowCount"),
        ],
        "tableViewCell": [
            "style": .handled, "textLabel": .handled, "detailTextLabel": .handled, "imageView": .handled,
            "reuseIdentifier": .handled, "rowHeight": .handled,
            "accessoryType": .enumeration("accessoryType", accessoryTypes),
            "editingAccessoryType": .enumeration("editingAccessoryType", accessoryTypes),
            "selectionStyle": .enumeration(
                "selectionStyle", ["none": "none", "blue": "blue", "gray": "gray", "default": "default"]),
            "indentationLevel": .number("indentationLevel"), "indentationWidth": .number("indentationWidth"),
            "shouldIndentWhileEditing": .bool("shouldIndentWhileEditing"),
            "showsReorderControl": .bool("showsReorderControl"), "focusStyle": .noEffect,
        ],
        "collectionView": [
            "dataMode": .handled, "allowsSelection": .bool("allowsSelection"),
            "allowsMultipleSelection": .bool("allowsMultipleSelection"),
            "allowsSelectionDuringEditing": .bool("allowsSelectionDuringEditing"),
            "allowsMultipleSelectionDuringEditing": .bool("allowsMultipleSelectionDuringEditing"),
            "prefetchingEnabled": .bool("isPrefetchingEnabled"),
        ],
        "collectionViewCell": ["reuseIdentifier": .handled],
        "collectionReusableView": ["reuseIdentifier": .handled],
        "navigationBar": ["largeTitles": .handled, "barStyle": .noEffect, "translucent": .noEffect],
        "tabBar": ["barStyle": .noEffect, "translucent": .noEffect, "itemPositioning": .noEffect],
        "toolbar": ["barStyle": .noEffect, "translucent": .noEffect],
    ]

    static let accessoryTypes: [String: String] = [
        "none": "none", "disclosureIndicator": "disclosureIndicator",
        "detailDisclosureButton": "detailDisclosureButton",
        "checkmark": "checkmark", "detailButton": "detailButton",
    ]

    /// Controllers' attributes.
    static let controller: [String: Rule] = [
        "storyboardIdentifier": .handled, "title": .string("title"),
        "modalPresentationStyle": .enumeration("modalPresentationStyle", presentationStyles),
        "modalTransitionStyle": .enumeration(
            "modalTransitionStyle",
            [
                "coverVertical": "coverVertical", "flipHorizontal": "flipHorizontal", "crossDissolve": "crossDissolve",
                "partialCurl": "partialCurl",
            ]),
        "hidesBottomBarWhenPushed": .bool("hidesBottomBarWhenPushed"),
        "definesPresentationContext": .noEffect, "providesPresentationContextTransitionStyle": .noEffect,
        "extendedLayoutIncludesOpaqueBars": .bool("extendedLayoutIncludesOpaqueBars"),
        "automaticallyAdjustsScrollViewInsets": .noEffect,
        "clearsSelectionOnViewWillAppear": .bool("clearsSelectionOnViewWillAppear"),
        "isModalInPresentation": .bool("isModalInPresentation"), "toolbarHidden": .noEffect,
        "navigationBarHidden": .handled,
        "useStoryboardIdentifierAsRestorationIdentifier": .noEffect,
    ]

    static let presentationStyles: [String: String] = [
        "fullScreen": "fullScreen", "pageSheet": "pageSheet", "formSheet": "formSheet",
        "currentContext": "currentContext",
        "custom": "custom", "overFullScreen": "overFullScreen", "overCurrentContext": "overCurrentContext",
        "popover": "popover", "automatic": "automatic",
    ]
}
