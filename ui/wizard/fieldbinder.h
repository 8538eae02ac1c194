#pragma once

#include <QLabel>
#include <QObject>
#include <QPointer>

#include <nlohmann/json.hpp>

#include <functional>
#include <string>
#include <vector>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;

namespace trainyard::ui {

class FieldBinder;
class DocumentDraft;

// Shows the problems of one field under it: errors in red, warnings in amber, hidden when none. The
// tooltip gives the API path of each (what the backend's own messages name).
class ProblemLabel : public QLabel {
    Q_OBJECT

public:
    // `binder` names the fields (FieldBinder::labelFor); without one, problems name their API path.
    ProblemLabel(DocumentDraft* draft, std::string path, QWidget* parent = nullptr, const FieldBinder* binder = nullptr);
    const std::string& path() const { return m_path; }
    // For a list's label: each problem says which element it is about, by the labels the user sees
    // ("Parameter 3 “lr” › Min: …"), not by its path ("params[2].minValue").
    void setShowPaths(bool show) { m_showPaths = show; refresh(); }
    // Only the problems at the path itself, not those of the fields inside it (a Vertex pool's own
    // problems, above fields that show theirs).
    void setExactPath(bool exact) { m_exact = exact; refresh(); }
    void refresh();

private:
    DocumentDraft* m_draft;
    std::string m_path;
    QPointer<const FieldBinder> m_binder;
    bool m_showPaths = false;
    bool m_exact = false;
};

// Ties widgets to fields of a JobDraft by API path: an edit writes the field at once (and so
// validates the job), a change of the draft (an import, another page) shows in the widget, and each
// field's problems appear right under it.
class FieldBinder : public QObject {
    Q_OBJECT

public:
    explicit FieldBinder(DocumentDraft* draft, QObject* parent = nullptr);

    enum class Number { Json, Int64 }; // int64 fields travel as JSON strings (the API's rule)

    QLineEdit* text(const std::string& path, QWidget* parent);
    QSpinBox* integer(const std::string& path, int min, int max, Number kind, QWidget* parent);
    QDoubleSpinBox* real(const std::string& path, double min, double max, QWidget* parent);
    // Items: (wire value, label); an empty wire value means "leave the field out".
    QComboBox* choice(const std::string& path, const std::vector<std::pair<std::string, QString>>& items, bool editable, QWidget* parent);
    QCheckBox* flag(const std::string& path, const QString& label, QWidget* parent);
    // A list of strings, one per line (arguments, package URIs, container command).
    QPlainTextEdit* lines(const std::string& path, QWidget* parent);
    // A field edited through any widget: `read` fills it from the draft's value.
    void custom(const std::string& path, QWidget* widget, std::function<void(const nlohmann::json&)> read);

    // A problem label for a path, kept current (for fields laid out by hand).
    ProblemLabel* problems(const std::string& path, QWidget* parent);
    // Adds "label: widget" and the field's problem label under it.
    void addRow(QFormLayout* form, const QString& label, QWidget* widget, const std::string& path);

    // The widget bound to a path (for "go to this field" from the Review page).
    QWidget* widgetFor(const std::string& path) const;
    // What the wizard calls the field at a path, translated, as its row's label reads without the
    // Alt+letter and colon ("Job directory"); inside a titled group, with the group ("Workers › Count");
    // a hyperparameter by its number, name and column ("Parameter 3 “lr” › Min"). The API path itself
    // when no label shows it.
    QString labelFor(const std::string& path) const;
    // Widgets ← draft, except the one being typed in.
    void refresh();

private:
    struct Binding {
        std::string path;
        QPointer<QWidget> widget;
        std::function<void(const nlohmann::json&)> read;
    };
    void bind(const std::string& path, QWidget* widget, std::function<void(const nlohmann::json&)> read);
    void write(const std::string& path, const nlohmann::json& value);

    DocumentDraft* m_draft;
    std::vector<Binding> m_bindings;
    std::vector<QPointer<ProblemLabel>> m_labels;
    struct RowLabel {
        std::string path;
        QString text; // without Alt+letter and colon
        QPointer<QWidget> widget;
    };
    std::vector<RowLabel> m_rowLabels;
    bool m_writing = false;
};

} // namespace trainyard::ui
