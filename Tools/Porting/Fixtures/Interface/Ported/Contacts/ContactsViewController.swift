import OpenTableViewShim

class ContactsViewController: UITableViewController {
	var contacts: [Contact] = [
		Contact(name: "Ada Lovelace", phone: "555-0100"),
		Contact(name: "Grace Hopper", phone: "555-0199"),
	]

	override func viewDidLoad() {
		super.viewDidLoad()
		navigationController?.navigationBar.prefersLargeTitles = true
	}

	override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
		return contacts.count
	}

	override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
		let cell = tableView.dequeueReusableCell(withIdentifier: "ContactCell", for: indexPath) as! ContactCell
		cell.configure(with: contacts[indexPath.row])
		return cell
	}

	override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
		if segue.identifier == "showContact",
			let detail = segue.destination as? ContactDetailViewController,
			let cell = sender as? UITableViewCell,
			let indexPath = tableView.indexPath(for: cell)
		{
			detail.contact = contacts[indexPath.row]
		}
	}

	func unwindToContacts(segue: UIStoryboardSegue) {
		guard segue.identifier == "saveContact",
			let form = segue.source as? NewContactViewController,
			let contact = form.contact
		else { return }
		contacts.append(contact)
		tableView.reloadData()
	}
}
