#pragma once

#include <QList>
#include <QWizardPage>

#include <vector>

class QComboBox;
class QLabel;

namespace trainyard::spec {
struct Violation;
}

namespace trainyard::ui {

class BackendSession;
class FieldBinder;
class VertexDraft;

// Where a Vertex job goes and what it is: the backend (those that take Vertex jobs), the kind
// (custom job or tuning job), its display name and location; and the ways in: importing a Vertex
// JSON body, --config YAML or `gcloud ai` command, or converting a v1 job, whose report of what did
// not map is shown here.
class VertexBasicsPage : public QWizardPage {
    Q_OBJECT

public:
    VertexBasicsPage(VertexDraft* draft, FieldBinder* binder, QList<BackendSession*> sessions, QWidget* parent = nullptr);

    BackendSession* target() const;
    void setTarget(BackendSession* session);
    // The locations of the backend chosen (a daemon's, or Google's regions), the first its default.
    void setLocations(const std::vector<std::string>& locations);
    // What a conversion left out (warnings with the v1 paths); empty hides it.
    void showReport(const std::vector<spec::Violation>& report);
    QLabel* report() const { return m_report; }

signals:
    void targetChanged(trainyard::ui::BackendSession* session);
    void importRequested();
    void convertRequested();

private:
    VertexDraft* m_draft;
    QList<BackendSession*> m_sessions;
    QComboBox* m_backend;
    QComboBox* m_kind;
    QComboBox* m_location;
    QLabel* m_report;
};

} // namespace trainyard::ui
