#pragma once

#include <QWizardPage>

class QTabWidget;

namespace trainyard::ui {

class FieldBinder;
class VertexDraft;

// The Vertex job's worker pools, one tab each (up to four, pool 0 always used), each tab's title
// saying whether the pool is used and how many replicas of which machine it runs.
class VertexPoolsPage : public QWizardPage {
    Q_OBJECT

public:
    VertexPoolsPage(VertexDraft* draft, FieldBinder* binder, QWidget* parent = nullptr);

    QTabWidget* tabs() const { return m_tabs; }
    void showPool(int pool);

private:
    void rebuild(); // the editors bind to the pools' paths, which the kind decides
    void retitle();

    VertexDraft* m_draft;
    FieldBinder* m_binder;
    QTabWidget* m_tabs;
    std::string m_builtFor; // the spec path the editors are bound under
};

} // namespace trainyard::ui
