import UIKit

protocol AuthService {
    func logIn(email: String, password: String, completion: @escaping (Bool) -> Void)
}

class LoginViewController: UIViewController {
    @IBOutlet weak var emailField: UITextField!
    @IBOutlet weak var passwordField: UITextField!
    @IBOutlet weak var loginButton: UIButton!
    @IBOutlet weak var spinner: UIActivityIndicatorView!
    @IBOutlet weak var errorLabel: UILabel!
    @IBOutlet weak var formBottom: NSLayoutConstraint!

    var auth: AuthService?
    private(set) var loggedIn = false

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        title = "Sign In"
    }

    @IBAction func credentialsChanged(_ sender: UITextField) {
        loginButton.isEnabled = !(emailField.text ?? "").isEmpty && !(passwordField.text ?? "").isEmpty
    }

    @IBAction func logIn(sender: UIButton) {
        spinner.startAnimating()
        auth?.logIn(email: emailField.text ?? "", password: passwordField.text ?? "") { [weak self] success in
            guard let self = self else { return }
            self.spinner.stopAnimating()
            self.loggedIn = success
            self.errorLabel.alpha = success ? 0 : 1
        }
    }
}
