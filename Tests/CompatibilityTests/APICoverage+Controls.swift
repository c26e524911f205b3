// Compile-time proof of Compatibility/API.md for controls, actions, menus, bar button items, text
// fields, responders, switches, segmented controls, buttons and activity indicators: every member
// those sections mark "yes" or "partial" is referenced here once, in UIKit's spelling through the
// shim, after a marker naming its row. The functions are never called: compiling them is the test
// (see APICoverage.swift and APITableTests).
#if !canImport(UIKit)
    import Foundation
    import OpenTableViewShim

    @MainActor
    enum APICoverageControls {
        // MARK: Controls, actions and bar button items: type names

        static func typeNames() {
            // API: UIControl
            let _: UIControl.Type = Control.self

            // API: UIAction
            let _: UIAction.Type = Action.self

            // API: UIActionHandler
            let _: UIActionHandler = { (_: UIAction) in }

            // API: UIMenu
            let _: UIMenu.Type = Menu.self

            // API: UIMenuElement
            let _: UIMenuElement.Type = MenuElement.self

            // API: UIBarItem
            let _: UIBarItem.Type = BarItem.self

            // API: UIBarButtonItem
            let _: UIBarButtonItem.Type = BarButtonItem.self

            // API: UITextField
            let _: UITextField.Type = TextField.self

            // API: UITextFieldDelegate
            let _: (any UITextFieldDelegate)? = Optional<any TextFieldDelegate>.none

            // API: UIKeyboardType
            let _: UIKeyboardType = .emailAddress

            // API: UIReturnKeyType
            let _: UIReturnKeyType = .done

            // API: UITextContentType
            let _: UITextContentType = .emailAddress

            // API: UITextAutocapitalizationType
            let _: UITextAutocapitalizationType = .words

            // API: UITextAutocorrectionType
            let _: UITextAutocorrectionType = .no

            // API: UISwitch
            let _: UISwitch.Type = Switch.self

            // API: UISlider
            let _: UISlider.Type = Slider.self

            // API: UIStepper
            let _: UIStepper.Type = Stepper.self

            // API: UISegmentedControl
            let _: UISegmentedControl.Type = SegmentedControl.self

            // API: UIButton
            let _: UIButton.Type = Button.self

            // API: UIActivityIndicatorView
            let _: UIActivityIndicatorView.Type = ActivityIndicatorView.self

            // API: Selector
            let _: Selector = Selector("done:")
        }

        // MARK: UIControl

        static func control() {
            let control = UIControl(frame: .zero)
            let action = UIAction { _ in }

            // API: UIControl.init(frame:)
            _ = UIControl(frame: .zero)

            // API: UIControl.init(frame:primaryAction:)
            _ = UIControl(frame: .zero, primaryAction: action)

            // API: UIControl.Event
            let _: UIControl.Event = [
                .touchDown, .touchUpInside, .valueChanged, .primaryActionTriggered, .editingDidBegin, .editingChanged,
                .editingDidEnd, .editingDidEndOnExit, .allTouchEvents, .allEditingEvents, .allEvents,
            ]

            // API: UIControl.State
            let _: UIControl.State = [.normal, .highlighted, .disabled, .selected, .focused]

            // API: UIControl.isEnabled
            let _: ReferenceWritableKeyPath<UIControl, Bool> = \.isEnabled

            // API: UIControl.isSelected
            let _: ReferenceWritableKeyPath<UIControl, Bool> = \.isSelected

            // API: UIControl.isHighlighted
            let _: ReferenceWritableKeyPath<UIControl, Bool> = \.isHighlighted

            // API: UIControl.state
            let _: KeyPath<UIControl, UIControl.State> = \.state

            // API: UIControl.isTracking
            let _: KeyPath<UIControl, Bool> = \.isTracking

            // API: UIControl.isTouchInside
            let _: KeyPath<UIControl, Bool> = \.isTouchInside

            // API: UIControl.addAction(_:for:)
            control.addAction(action, for: .valueChanged)

            // API: UIControl.removeAction(_:for:)
            control.removeAction(action, for: .valueChanged)

            // API: UIControl.removeAction(identifiedBy:for:)
            control.removeAction(identifiedBy: action.identifier, for: .allEvents)

            // API: UIControl.addTarget(_:action:for:)
            control.addTarget(nil, action: Selector("done"), for: .touchUpInside)

            // API: UIControl.removeTarget(_:action:for:)
            control.removeTarget(nil, action: nil, for: .allEvents)

            // API: UIControl.allTargets
            let _: Set<AnyHashable> = control.allTargets

            // API: UIControl.allControlEvents
            let _: UIControl.Event = control.allControlEvents

            // API: UIControl.actions(forTarget:forControlEvent:)
            let _: [String]? = control.actions(forTarget: nil, forControlEvent: .valueChanged)

            // API: UIControl.sendActions(for:)
            control.sendActions(for: .valueChanged)

            // API: UIControl.sendAction(_:)
            control.sendAction(action)

            // API: UIControl.sendAction(_:to:for:)
            let _: (Selector, Any?, UIEvent?) -> Void = control.sendAction(_:to:for:)

            // API: UIControl.enumerateEventHandlers(_:)
            control.enumerateEventHandlers { _, _, _, stop in stop.pointee = true }
        }

        // MARK: UIAction, UIMenu and UIMenuElement

        static func actions() {
            let action = UIAction { _ in }
            let menu = UIMenu(title: "More", children: [action])

            // API: UIAction.init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)
            _ = UIAction(
                title: "Add", image: UIImage(systemName: "plus"), identifier: UIAction.Identifier("add"),
                discoverabilityTitle: nil, attributes: [.destructive], state: .on
            ) { _ in }

            // API: UIAction.init(title:subtitle:image:selectedImage:identifier:discoverabilityTitle:attributes:state:handler:)
            _ = UIAction(
                title: "Add", subtitle: "New", image: nil, selectedImage: nil, identifier: nil,
                discoverabilityTitle: nil, attributes: [], state: .off
            ) { _ in }

            // API: UIAction.title
            let _: ReferenceWritableKeyPath<UIAction, String> = \.title

            // API: UIAction.image
            let _: ReferenceWritableKeyPath<UIAction, UIImage?> = \.image

            // API: UIAction.identifier
            let _: UIAction.Identifier = action.identifier

            // API: UIAction.Identifier
            let _ = UIAction.Identifier(rawValue: "add")

            // API: UIAction.discoverabilityTitle
            let _: ReferenceWritableKeyPath<UIAction, String?> = \.discoverabilityTitle

            // API: UIAction.attributes
            let _: ReferenceWritableKeyPath<UIAction, UIMenuElement.Attributes> = \.attributes

            // API: UIAction.state
            let _: ReferenceWritableKeyPath<UIAction, UIMenuElement.State> = \.state

            // API: UIAction.sender
            let _: Any? = action.sender

            // API: UIMenuElement.title
            let _: ReferenceWritableKeyPath<UIMenuElement, String> = \.title

            // API: UIMenuElement.subtitle
            let _: ReferenceWritableKeyPath<UIMenuElement, String?> = \.subtitle

            // API: UIMenuElement.image
            let _: ReferenceWritableKeyPath<UIMenuElement, UIImage?> = \.image

            // API: UIMenuElement.State
            let _: [UIMenuElement.State] = [.off, .on, .mixed]

            // API: UIMenuElement.Attributes
            let _: UIMenuElement.Attributes = [.disabled, .destructive, .hidden, .keepsMenuPresented]

            // API: UIMenu.init(title:image:identifier:options:children:)
            _ = UIMenu(
                title: "Sort", image: nil, identifier: UIMenu.Identifier("sort"), options: .displayInline,
                children: [action])

            // API: UIMenu.init(title:subtitle:image:identifier:options:children:)
            _ = UIMenu(title: "Sort", subtitle: nil, image: nil, identifier: nil, options: [], children: [])

            // API: UIMenu.children
            let _: [UIMenuElement] = menu.children

            // API: UIMenu.options
            let _: UIMenu.Options = menu.options

            // API: UIMenu.identifier
            let _: UIMenu.Identifier = menu.identifier

            // API: UIMenu.replacingChildren(_:)
            _ = menu.replacingChildren([])
        }

        // MARK: UIBarButtonItem and UIBarItem

        static func barButtonItems() {
            let item = UIBarButtonItem()
            let action = UIAction { _ in }

            // API: UIBarButtonItem.init()
            _ = UIBarButtonItem()

            // API: UIBarButtonItem.init(barButtonSystemItem:target:action:)
            _ = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)

            // API: UIBarButtonItem.init(title:style:target:action:)
            _ = UIBarButtonItem(title: "Sort", style: .plain, target: nil, action: Selector("sort"))

            // API: UIBarButtonItem.init(image:style:target:action:)
            _ = UIBarButtonItem(image: nil, style: .done, target: nil, action: nil)

            // API: UIBarButtonItem.init(customView:)
            _ = UIBarButtonItem(customView: UIView())

            // API: UIBarButtonItem.init(systemItem:primaryAction:menu:)
            _ = UIBarButtonItem(systemItem: .add, primaryAction: action, menu: nil)

            // API: UIBarButtonItem.init(title:image:primaryAction:menu:)
            _ = UIBarButtonItem(title: "Add", image: nil, primaryAction: action, menu: nil)

            // API: UIBarButtonItem.init(primaryAction:)
            _ = UIBarButtonItem(primaryAction: action)

            // API: UIBarButtonItem.SystemItem
            let _: [UIBarButtonItem.SystemItem] = [
                .done, .cancel, .edit, .save, .add, .flexibleSpace, .fixedSpace, .compose, .reply, .action, .organize,
                .bookmarks, .search, .refresh, .stop, .camera, .trash, .play, .pause, .rewind, .fastForward, .undo,
                .redo, .pageCurl, .close,
            ]

            // API: UIBarButtonItem.Style
            let _: [UIBarButtonItem.Style] = [.plain, .bordered, .done]

            // API: UIBarButtonItem.style
            let _: ReferenceWritableKeyPath<UIBarButtonItem, UIBarButtonItem.Style> = \.style

            // API: UIBarButtonItem.primaryAction
            item.primaryAction = action

            // API: UIBarButtonItem.menu
            let _: ReferenceWritableKeyPath<UIBarButtonItem, UIMenu?> = \.menu

            // API: UIBarButtonItem.target
            let _: ReferenceWritableKeyPath<UIBarButtonItem, AnyObject?> = \.target

            // API: UIBarButtonItem.action
            let _: ReferenceWritableKeyPath<UIBarButtonItem, Selector?> = \.action

            // API: UIBarButtonItem.tintColor
            let _: ReferenceWritableKeyPath<UIBarButtonItem, UIColor?> = \.tintColor

            // API: UIBarButtonItem.customView
            let _: ReferenceWritableKeyPath<UIBarButtonItem, UIView?> = \.customView

            // API: UIBarButtonItem.width
            let _: ReferenceWritableKeyPath<UIBarButtonItem, CGFloat> = \.width

            // API: UIBarButtonItem.possibleTitles
            let _: ReferenceWritableKeyPath<UIBarButtonItem, Set<String>?> = \.possibleTitles

            // API: UIBarButtonItem.isSelected
            let _: ReferenceWritableKeyPath<UIBarButtonItem, Bool> = \.isSelected

            // API: UIBarButtonItem.isHidden
            let _: ReferenceWritableKeyPath<UIBarButtonItem, Bool> = \.isHidden

            // API: UIBarItem.title
            let _: ReferenceWritableKeyPath<UIBarItem, String?> = \.title

            // API: UIBarItem.image
            let _: ReferenceWritableKeyPath<UIBarItem, UIImage?> = \.image

            // API: UIBarItem.isEnabled
            let _: ReferenceWritableKeyPath<UIBarItem, Bool> = \.isEnabled

            // API: UIBarItem.tag
            let _: ReferenceWritableKeyPath<UIBarItem, Int> = \.tag

            // API: UIBarItem.landscapeImagePhone
            let _: ReferenceWritableKeyPath<UIBarItem, UIImage?> = \.landscapeImagePhone

            // API: UIBarItem.imageInsets
            let _: ReferenceWritableKeyPath<UIBarItem, UIEdgeInsets> = \.imageInsets
        }

        // MARK: UITextField and UITextFieldDelegate

        static func textFields() {
            let field = UITextField(frame: .zero)

            // API: UITextField.init(frame:)
            _ = UITextField(frame: .zero)

            // API: UITextField.text
            let _: ReferenceWritableKeyPath<UITextField, String?> = \.text

            // API: UITextField.attributedText
            let _: ReferenceWritableKeyPath<UITextField, NSAttributedString?> = \.attributedText

            // API: UITextField.placeholder
            let _: ReferenceWritableKeyPath<UITextField, String?> = \.placeholder

            // API: UITextField.font
            let _: ReferenceWritableKeyPath<UITextField, UIFont?> = \.font

            // API: UITextField.textColor
            let _: ReferenceWritableKeyPath<UITextField, UIColor?> = \.textColor

            // API: UITextField.textAlignment
            let _: ReferenceWritableKeyPath<UITextField, NSTextAlignment> = \.textAlignment

            // API: UITextField.borderStyle
            field.borderStyle = .roundedRect

            // API: UITextField.clearButtonMode
            field.clearButtonMode = .whileEditing

            // API: UITextField.leftView
            let _: ReferenceWritableKeyPath<UITextField, UIView?> = \.leftView

            // API: UITextField.leftViewMode
            field.leftViewMode = .always

            // API: UITextField.rightView
            let _: ReferenceWritableKeyPath<UITextField, UIView?> = \.rightView

            // API: UITextField.rightViewMode
            field.rightViewMode = .unlessEditing

            // API: UITextField.clearsOnBeginEditing
            let _: ReferenceWritableKeyPath<UITextField, Bool> = \.clearsOnBeginEditing

            // API: UITextField.isEditing
            let _: KeyPath<UITextField, Bool> = \.isEditing

            // API: UITextField.delegate
            let _: ReferenceWritableKeyPath<UITextField, (any UITextFieldDelegate)?> = \.delegate

            // API: UITextField.inputAccessoryView
            let _: ReferenceWritableKeyPath<UITextField, UIView?> = \.inputAccessoryView

            // API: UITextField.inputView
            let _: ReferenceWritableKeyPath<UITextField, UIView?> = \.inputView

            // API: UITextField.keyboardType
            field.keyboardType = .numberPad

            // API: UITextField.returnKeyType
            field.returnKeyType = .next

            // API: UITextField.autocapitalizationType
            field.autocapitalizationType = .none

            // API: UITextField.autocorrectionType
            field.autocorrectionType = .no

            // API: UITextField.isSecureTextEntry
            field.isSecureTextEntry = true

            // API: UITextField.textContentType
            field.textContentType = .password

            // API: UITextField.BorderStyle
            let _: [UITextField.BorderStyle] = [.none, .line, .bezel, .roundedRect]

            // API: UITextField.ViewMode
            let _: [UITextField.ViewMode] = [.never, .whileEditing, .unlessEditing, .always]

            // API: UITextField.DidEndEditingReason
            let _: UITextField.DidEndEditingReason = .committed

            // API: UITextFieldDelegate.textFieldShouldBeginEditing(_:)
            let _: (any UITextFieldDelegate) -> (UITextField) -> Bool = { $0.textFieldShouldBeginEditing }

            // API: UITextFieldDelegate.textFieldDidBeginEditing(_:)
            let _: (any UITextFieldDelegate) -> (UITextField) -> Void = { $0.textFieldDidBeginEditing }

            // API: UITextFieldDelegate.textFieldShouldEndEditing(_:)
            let _: (any UITextFieldDelegate) -> (UITextField) -> Bool = { $0.textFieldShouldEndEditing }

            // API: UITextFieldDelegate.textFieldDidEndEditing(_:)
            let _: (any UITextFieldDelegate) -> (UITextField) -> Void = { $0.textFieldDidEndEditing(_:) }

            // API: UITextFieldDelegate.textFieldDidEndEditing(_:reason:)
            let _: (any UITextFieldDelegate) -> (UITextField, UITextField.DidEndEditingReason) -> Void = {
                $0.textFieldDidEndEditing(_:reason:)
            }

            // API: UITextFieldDelegate.textField(_:shouldChangeCharactersIn:replacementString:)
            let _: (any UITextFieldDelegate) -> (UITextField, NSRange, String) -> Bool = {
                $0.textField(_:shouldChangeCharactersIn:replacementString:)
            }

            // API: UITextFieldDelegate.textFieldDidChangeSelection(_:)
            let _: (any UITextFieldDelegate) -> (UITextField) -> Void = { $0.textFieldDidChangeSelection }

            // API: UITextFieldDelegate.textFieldShouldClear(_:)
            let _: (any UITextFieldDelegate) -> (UITextField) -> Bool = { $0.textFieldShouldClear }

            // API: UITextFieldDelegate.textFieldShouldReturn(_:)
            let _: (any UITextFieldDelegate) -> (UITextField) -> Bool = { $0.textFieldShouldReturn }
        }

        // MARK: UIResponder

        static func responders() {
            let view = UIView()

            // API: UIResponder.becomeFirstResponder()
            _ = view.becomeFirstResponder()

            // API: UIResponder.resignFirstResponder()
            _ = view.resignFirstResponder()

            // API: UIResponder.isFirstResponder
            let _: Bool = view.isFirstResponder

            // API: UIResponder.canBecomeFirstResponder
            let _: Bool = view.canBecomeFirstResponder

            // API: UIResponder.canResignFirstResponder
            let _: Bool = view.canResignFirstResponder

            // API: UIView.endEditing(_:)
            _ = view.endEditing(true)

            // API: UIResponder
            let responder: UIResponder = view
            let _: [UIResponder] = [UIViewController(), UIApplication.shared, UIWindow()]

            // API: UIResponder.next
            let _: UIResponder? = responder.next
        }

        // MARK: UIProgressView

        static func progressViews(image: UIImage) {
            // API: UIProgressView
            let _: UIProgressView.Type = ProgressView.self
            // API: UIProgressView.init(frame:)
            let bar = UIProgressView(frame: .zero)
            // API: UIProgressView.init(progressViewStyle:)
            _ = UIProgressView(progressViewStyle: .bar)
            // API: UIProgressView.progress
            bar.progress = 0.5
            // API: UIProgressView.setProgress(_:animated:)
            bar.setProgress(0.75, animated: true)
            // API: UIProgressView.observedProgress
            bar.observedProgress = Progress(totalUnitCount: 10)
            // API: UIProgressView.progressViewStyle
            bar.progressViewStyle = .default
            // API: UIProgressView.Style
            let _: UIProgressView.Style = .bar
            // API: UIProgressView.progressTintColor
            bar.progressTintColor = .systemBlue
            // API: UIProgressView.trackTintColor
            bar.trackTintColor = nil
            // API: UIProgressView.progressImage
            bar.progressImage = image
            // API: UIProgressView.trackImage
            bar.trackImage = nil
        }

        // MARK: UISlider and UIStepper

        static func slidersAndSteppers(image: UIImage) {
            // API: UISlider.init(frame:)
            let slider = UISlider(frame: .zero)
            // API: UISlider.value
            slider.value = 0.5
            // API: UISlider.minimumValue
            slider.minimumValue = 0
            // API: UISlider.maximumValue
            slider.maximumValue = 10
            // API: UISlider.setValue(_:animated:)
            slider.setValue(3, animated: true)
            // API: UISlider.isContinuous
            slider.isContinuous = false
            // API: UISlider.minimumValueImage
            slider.minimumValueImage = image
            // API: UISlider.maximumValueImage
            slider.maximumValueImage = nil
            // API: UISlider.minimumTrackTintColor
            slider.minimumTrackTintColor = .systemBlue
            // API: UISlider.maximumTrackTintColor
            slider.maximumTrackTintColor = nil
            // API: UISlider.thumbTintColor
            slider.thumbTintColor = .white
            // API: UISlider.setThumbImage(_:for:)
            slider.setThumbImage(image, for: .normal)
            // API: UISlider.thumbImage(for:)
            let _: UIImage? = slider.thumbImage(for: .highlighted)
            // API: UISlider.currentThumbImage
            let _: UIImage? = slider.currentThumbImage

            // API: UIStepper.init(frame:)
            let stepper = UIStepper(frame: .zero)
            // API: UIStepper.value
            stepper.value = 2
            // API: UIStepper.minimumValue
            stepper.minimumValue = 1
            // API: UIStepper.maximumValue
            stepper.maximumValue = 10
            // API: UIStepper.stepValue
            stepper.stepValue = 0.5
            // API: UIStepper.isContinuous
            stepper.isContinuous = true
            // API: UIStepper.autorepeat
            stepper.autorepeat = false
            // API: UIStepper.wraps
            stepper.wraps = true
            // API: UIStepper.setIncrementImage(_:for:)
            stepper.setIncrementImage(image, for: .normal)
            // API: UIStepper.incrementImage(for:)
            let _: UIImage? = stepper.incrementImage(for: .normal)
            // API: UIStepper.setDecrementImage(_:for:)
            stepper.setDecrementImage(image, for: .normal)
            // API: UIStepper.decrementImage(for:)
            let _: UIImage? = stepper.decrementImage(for: .normal)
            // API: UIStepper.setBackgroundImage(_:for:)
            stepper.setBackgroundImage(nil, for: .normal)
            // API: UIStepper.backgroundImage(for:)
            let _: UIImage? = stepper.backgroundImage(for: .normal)
        }

        // MARK: UISwitch

        static func switches() {
            let toggle = UISwitch(frame: .zero)

            // API: UISwitch.init(frame:)
            _ = UISwitch(frame: .zero)

            // API: UISwitch.isOn
            toggle.isOn = true

            // API: UISwitch.setOn(_:animated:)
            toggle.setOn(true, animated: true)

            // API: UISwitch.onTintColor
            toggle.onTintColor = .red

            // API: UISwitch.thumbTintColor
            toggle.thumbTintColor = nil
        }

        // MARK: UISegmentedControl

        static func segmentedControls() {
            let control = UISegmentedControl(items: ["A", "B"])

            // API: UISegmentedControl.init(items:)
            _ = UISegmentedControl(items: ["Day", "Week"])

            // API: UISegmentedControl.init(frame:actions:)
            _ = UISegmentedControl(frame: .zero, actions: [UIAction { _ in }])

            // API: UISegmentedControl.selectedSegmentIndex
            control.selectedSegmentIndex = UISegmentedControl.noSegment

            // API: UISegmentedControl.noSegment
            let _: Int = UISegmentedControl.noSegment

            // API: UISegmentedControl.numberOfSegments
            let _: Int = control.numberOfSegments

            // API: UISegmentedControl.insertSegment(withTitle:at:animated:)
            control.insertSegment(withTitle: "C", at: 2, animated: false)

            // API: UISegmentedControl.insertSegment(with:at:animated:)
            control.insertSegment(with: nil, at: 0, animated: false)

            // API: UISegmentedControl.insertSegment(action:at:animated:)
            control.insertSegment(action: UIAction { _ in }, at: 0, animated: false)

            // API: UISegmentedControl.removeSegment(at:animated:)
            control.removeSegment(at: 0, animated: true)

            // API: UISegmentedControl.removeAllSegments()
            control.removeAllSegments()

            // API: UISegmentedControl.setTitle(_:forSegmentAt:)
            control.setTitle("A", forSegmentAt: 0)

            // API: UISegmentedControl.titleForSegment(at:)
            _ = control.titleForSegment(at: 0)

            // API: UISegmentedControl.setImage(_:forSegmentAt:)
            control.setImage(nil, forSegmentAt: 0)

            // API: UISegmentedControl.imageForSegment(at:)
            _ = control.imageForSegment(at: 0)

            // API: UISegmentedControl.setEnabled(_:forSegmentAt:)
            control.setEnabled(false, forSegmentAt: 1)

            // API: UISegmentedControl.isEnabledForSegment(at:)
            _ = control.isEnabledForSegment(at: 1)

            // API: UISegmentedControl.actionForSegment(at:)
            _ = control.actionForSegment(at: 0)

            // API: UISegmentedControl.isMomentary
            control.isMomentary = true

            // API: UISegmentedControl.selectedSegmentTintColor
            control.selectedSegmentTintColor = .systemBlue
        }

        // MARK: UIButton

        static func buttons() {
            let button = UIButton(type: .system)

            // API: UIButton.init(type:)
            _ = UIButton(type: .contactAdd)

            // API: UIButton.init(frame:)
            _ = UIButton(frame: .zero)

            // API: UIButton.init(type:primaryAction:)
            _ = UIButton(primaryAction: UIAction { _ in })

            // API: UIButton.init(configuration:primaryAction:)
            _ = UIButton(configuration: .filled(), primaryAction: nil)

            // API: UIButton.ButtonType
            let _: [UIButton.ButtonType] = [
                .custom, .system, .detailDisclosure, .infoLight, .infoDark, .contactAdd, .plain, .close,
            ]

            // API: UIButton.buttonType
            let _: UIButton.ButtonType = button.buttonType

            // API: UIButton.setTitle(_:for:)
            button.setTitle("Save", for: .normal)

            // API: UIButton.title(for:)
            _ = button.title(for: .highlighted)

            // API: UIButton.setTitleColor(_:for:)
            button.setTitleColor(.red, for: .normal)

            // API: UIButton.titleColor(for:)
            _ = button.titleColor(for: .normal)

            // API: UIButton.setImage(_:for:)
            button.setImage(UIImage(systemName: "plus"), for: .normal)

            // API: UIButton.image(for:)
            _ = button.image(for: .normal)

            // API: UIButton.currentTitle
            let _: String? = button.currentTitle

            // API: UIButton.currentTitleColor
            let _: UIColor = button.currentTitleColor

            // API: UIButton.currentImage
            let _: UIImage? = button.currentImage

            // API: UIButton.titleLabel
            let _: UILabel? = button.titleLabel

            // API: UIButton.imageView
            let _: UIImageView? = button.imageView

            // API: UIButton.configuration
            button.configuration = .plain()

            // API: UIButton.configurationUpdateHandler
            button.configurationUpdateHandler = { _ in }

            // API: UIButton.setNeedsUpdateConfiguration()
            button.setNeedsUpdateConfiguration()

            // API: UIButton.updateConfiguration()
            button.updateConfiguration()

            // API: UIButton.sizeThatFits(_:)
            _ = button.sizeThatFits(.zero)

            // API: UIButton.Configuration
            var configuration = UIButton.Configuration.plain()
            configuration = .tinted()
            configuration = .gray()
            configuration = .borderless()
            configuration = .bordered()
            configuration = .borderedTinted()
            configuration = .borderedProminent()
            configuration = .filled()
            configuration.title = "Go"
            configuration.subtitle = nil
            configuration.image = nil
            configuration.baseForegroundColor = .white
            configuration.baseBackgroundColor = .systemBlue
            configuration.cornerStyle = .capsule
            configuration.imagePadding = 8

            // API: UIButton.Configuration.contentInsets
            configuration.contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            // API: UIButton.Configuration.attributedTitle
            configuration.attributedTitle = AttributedString("Check Out")
            // API: UIButton.Configuration.background
            configuration.background = UIBackgroundConfiguration.clear()
            // API: UIButton.Configuration.imagePlacement
            configuration.imagePlacement = .top
            // API: UIButton.Configuration.imagePadding
            configuration.imagePadding = 6
            // API: UIButton.Configuration.titlePadding
            configuration.titlePadding = 2
            // API: UIButton.Configuration.titleAlignment
            configuration.titleAlignment = .center
            // API: UIButton.Configuration.showsActivityIndicator
            configuration.showsActivityIndicator = true
            // API: UIButton.Configuration.cornerStyle
            configuration.cornerStyle = .large
            // API: UIButton.Configuration.buttonSize
            configuration.buttonSize = .small
            // API: UIButton.Configuration.baseForegroundColor
            configuration.baseForegroundColor = .black
            // API: UIButton.Configuration.baseBackgroundColor
            configuration.baseBackgroundColor = .systemYellow
            _ = configuration
        }

        // MARK: UIActivityIndicatorView

        static func activityIndicators() {
            let spinner = UIActivityIndicatorView(style: .medium)

            // API: UIActivityIndicatorView.init(style:)
            _ = UIActivityIndicatorView(style: .large)

            // API: UIActivityIndicatorView.init(frame:)
            _ = UIActivityIndicatorView(frame: .zero)

            // API: UIActivityIndicatorView.Style
            let _: [UIActivityIndicatorView.Style] = [.medium, .large]

            // API: UIActivityIndicatorView.style
            spinner.style = .large

            // API: UIActivityIndicatorView.startAnimating()
            spinner.startAnimating()

            // API: UIActivityIndicatorView.stopAnimating()
            spinner.stopAnimating()

            // API: UIActivityIndicatorView.isAnimating
            let _: Bool = spinner.isAnimating

            // API: UIActivityIndicatorView.hidesWhenStopped
            spinner.hidesWhenStopped = false

            // API: UIActivityIndicatorView.color
            spinner.color = .gray
        }
    }
#endif
