#pragma once

#include <QWizardPage>

namespace trainyard::ui {

class FieldBinder;
class VertexDraft;

// What the whole job shares: where its output goes (baseOutputDirectory, under which Vertex sets
// AIP_MODEL_DIR and the other AIP_* directories), scheduling (timeout, restart on a worker's
// restart, strategy), the service account, the network and web access.
class VertexJobPage : public QWizardPage {
    Q_OBJECT

public:
    VertexJobPage(VertexDraft* draft, FieldBinder* binder, QWidget* parent = nullptr);

private:
    void rebuild(); // bound under jobSpec or trialJobSpec, as the kind says

    VertexDraft* m_draft;
    FieldBinder* m_binder;
    QWidget* m_form = nullptr;
    std::string m_builtFor;
};

} // namespace trainyard::ui
